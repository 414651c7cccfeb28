/**
 * Where each candidate sits, decided without the database so the rules can be tested alone:
 *
 * 1. Rooms are taken in the order the plan lists them (the order staff chose), only as many as it
 *    takes to seat everyone: the rooms after those stay empty (nobody need invigilate there). The
 *    rooms taken share the candidates in proportion to their seats (largest remainder), so each
 *    keeps seats to spare for step 3.
 * 2. Candidates, ordered by batch and organisation, are dealt to the rooms taken in turn, so every
 *    batch (and every large organisation) is spread across them rather than filling one.
 * 3. In each room, seats are numbered row by row (`seatsPerRow`); the next seat goes to the
 *    organisation with the most candidates still to seat that is not the one of the candidate on
 *    the left, so no two of one organisation sit side by side unless nothing else is left. When
 *    the room has seats to spare, a seat is left empty rather than seating neighbours of one
 *    organisation. Candidates without an organisation ('') never count as neighbours.
 */

export interface SeatingCandidate {
  studentId: number;
  classId: number | null;
  organisation: string;
}

export interface SeatingRoom {
  roomId: number;
  capacity: number;
  seatsPerRow: number;
}

export interface SeatAssignment {
  studentId: number;
  roomId: number;
  seat: number;
}

/**
 * Candidates per room: the fewest rooms from the start of the list that seat everyone, sharing
 * them in proportion to their seats; 0 for the rooms after; null when all of them are too few.
 * (Every room chosen used to take a share whatever its place in the list, while the screen said
 * the rooms fill in that order.)
 */
export function roomShares(count: number, rooms: readonly SeatingRoom[]): number[] | null {
  let taken = 0;
  let seats = 0;
  while (taken < rooms.length && seats < count) seats += rooms[taken++]!.capacity;
  if (count > seats) return null;
  if (count === 0) return rooms.map(() => 0);
  const exact = rooms.map((room, index) => (index < taken ? (count * room.capacity) / seats : 0));
  const shares = exact.map(Math.floor);
  let left = count - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .filter(({ index }) => index < taken)
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    if (shares[index]! < rooms[index]!.capacity) {
      shares[index]! += 1;
      left -= 1;
    }
  }
  return shares;
}

const byBatchThenOrganisation = (a: SeatingCandidate, b: SeatingCandidate) =>
  (a.classId ?? 0) - (b.classId ?? 0) || a.organisation.localeCompare(b.organisation) || a.studentId - b.studentId;

/** Step 2: deal the ordered candidates to the rooms in turn, skipping rooms whose share is full (or nothing). */
function dealToRooms(candidates: readonly SeatingCandidate[], shares: readonly number[]): SeatingCandidate[][] {
  const perRoom = shares.map(() => [] as SeatingCandidate[]);
  let room = 0;
  for (const candidate of [...candidates].sort(byBatchThenOrganisation)) {
    while (perRoom[room]!.length >= shares[room]!) room = (room + 1) % shares.length;
    perRoom[room]!.push(candidate);
    room = (room + 1) % shares.length;
  }
  return perRoom;
}

/** Step 3: seat one room's candidates. */
export function seatRoom(candidates: readonly SeatingCandidate[], room: SeatingRoom): SeatAssignment[] {
  // Queues per organisation; each candidate without one is a queue of its own.
  const queues: { organisation: string; members: SeatingCandidate[] }[] = [];
  const byOrganisation = new Map<string, SeatingCandidate[]>();
  for (const candidate of [...candidates].sort(byBatchThenOrganisation)) {
    if (candidate.organisation === '') {
      queues.push({ organisation: '', members: [candidate] });
      continue;
    }
    let members = byOrganisation.get(candidate.organisation);
    if (!members) {
      members = [];
      byOrganisation.set(candidate.organisation, members);
      queues.push({ organisation: candidate.organisation, members });
    }
    members.push(candidate);
  }
  const seated: SeatAssignment[] = [];
  let left = candidates.length;
  let leftNeighbour = '';
  for (let seat = 1; seat <= room.capacity && left > 0; seat += 1) {
    if ((seat - 1) % room.seatsPerRow === 0) leftNeighbour = '';
    const waiting = queues
      .filter((queue) => queue.members.length > 0)
      .sort((a, b) => b.members.length - a.members.length || a.organisation.localeCompare(b.organisation));
    const apart = waiting.find((queue) => queue.organisation === '' || queue.organisation !== leftNeighbour);
    const seatsLeft = room.capacity - seat + 1;
    if (!apart && seatsLeft > left) {
      leftNeighbour = '';
      continue;
    }
    const queue = apart ?? waiting[0]!;
    const candidate = queue.members.shift()!;
    seated.push({ studentId: candidate.studentId, roomId: room.roomId, seat });
    leftNeighbour = candidate.organisation;
    left -= 1;
  }
  return seated;
}

/** Every candidate's room and seat; null when the rooms have fewer seats than candidates. */
export function allocateSeats(candidates: readonly SeatingCandidate[], rooms: readonly SeatingRoom[]): SeatAssignment[] | null {
  const shares = roomShares(candidates.length, rooms);
  if (!shares) return null;
  if (candidates.length === 0) return [];
  const perRoom = dealToRooms(candidates, shares);
  return rooms.flatMap((room, index) => seatRoom(perRoom[index]!, room));
}

/** True when seats `a` and `b` of a room are side by side (same row, next to each other). */
export const sideBySide = (a: number, b: number, seatsPerRow: number) =>
  Math.abs(a - b) === 1 && Math.floor((a - 1) / seatsPerRow) === Math.floor((b - 1) / seatsPerRow);
