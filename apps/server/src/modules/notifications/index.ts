// Glossary: notifications owns notifications (outbox, message centre, delivery log); routes: /api/kaoshi-user/notification.
/**
 * What other modules may use of notifications (the boundary check allows only this file): the
 * modules where events happen queue messages inside their own transactions; auth records the
 * language an account's messages are written in.
 */
export { queueNotification, queueNotifications } from './queue.js';
