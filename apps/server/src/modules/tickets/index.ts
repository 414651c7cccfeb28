// Glossary: tickets owns tickets, admission_plans, admission_plan_rooms; routes: /api/kaoshi-exam/ticket (seating, check-in, tickets).
/**
 * What other modules may use of tickets (the boundary check allows only this file): a start
 * requires the candidate's check-in, publishing seats the candidates, and a publication's new
 * window must not take a room another exam holds then.
 */
export { requireCheckedIn } from './check-in.js';
export { seatOnPublish } from './allocation.js';
export { assertRoomsFree, plannedRoomIds } from './room-booking.js';
