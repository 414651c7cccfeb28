import { describe, expect, it } from 'vitest';
import { allocateSeats, roomShares, type SeatingCandidate, seatRoom, sideBySide } from './seating.js';

const people = (count: number, classId: number, organisation: (i: number) => string, from = 1): SeatingCandidate[] =>
  Array.from({ length: count }, (_, i) => ({ studentId: from + i, classId, organisation: organisation(i) }));

/** Pairs of neighbours of one organisation in a room's seating. */
function sameOrganisationNeighbours(seats: { studentId: number; seat: number }[], candidates: SeatingCandidate[], seatsPerRow: number) {
  const organisation = new Map(candidates.map((c) => [c.studentId, c.organisation]));
  const bySeat = new Map(seats.map((s) => [s.seat, organisation.get(s.studentId)!]));
  let pairs = 0;
  for (const [seat, org] of bySeat) {
    const right = bySeat.get(seat + 1);
    if (org !== '' && right === org && sideBySide(seat, seat + 1, seatsPerRow)) pairs += 1;
  }
  return pairs;
}

describe('seat allocation', () => {
  it('takes the rooms in the order chosen, only as many as needed, sharing those in proportion to their seats; says when they do not fit', () => {
    const big = { roomId: 1, capacity: 40, seatsPerRow: 8 };
    const small = { roomId: 2, capacity: 20, seatsPerRow: 5 };
    const third = { roomId: 3, capacity: 30, seatsPerRow: 6 };
    // The first room seats everyone: the others stay empty.
    expect(roomShares(30, [big, small])).toEqual([30, 0]);
    // Chosen the other way round, the small room comes first and the big one takes the rest, in proportion.
    expect(roomShares(30, [small, big])).toEqual([10, 20]);
    expect(roomShares(50, [big, small, third])).toEqual([33, 17, 0]);
    expect(roomShares(0, [big, small])).toEqual([0, 0]);
    expect(
      roomShares(7, [
        { roomId: 1, capacity: 5, seatsPerRow: 5 },
        { roomId: 2, capacity: 5, seatsPerRow: 5 },
      ]),
    ).toEqual([4, 3]);
    // The whole allocation too: the room chosen last is not used while the first has seats.
    const seats = allocateSeats(
      people(12, 1, () => ''),
      [
        { roomId: 7, capacity: 12, seatsPerRow: 6 },
        { roomId: 3, capacity: 30, seatsPerRow: 6 },
      ],
    )!;
    expect(new Set(seats.map((seat) => seat.roomId))).toEqual(new Set([7]));
    expect(
      roomShares(11, [
        { roomId: 1, capacity: 5, seatsPerRow: 5 },
        { roomId: 2, capacity: 5, seatsPerRow: 5 },
      ]),
    ).toBeNull();
    expect(
      allocateSeats(
        people(11, 1, () => ''),
        [{ roomId: 1, capacity: 10, seatsPerRow: 5 }],
      ),
    ).toBeNull();
  });

  it('spreads every batch across all rooms', () => {
    const candidates = [...people(10, 1, () => ''), ...people(10, 2, () => '', 11)];
    const seats = allocateSeats(candidates, [
      { roomId: 1, capacity: 10, seatsPerRow: 5 },
      { roomId: 2, capacity: 10, seatsPerRow: 5 },
    ])!;
    expect(seats).toHaveLength(20);
    const batchOf = (id: number) => (id <= 10 ? 1 : 2);
    for (const roomId of [1, 2]) {
      const inRoom = seats.filter((s) => s.roomId === roomId);
      expect(inRoom.filter((s) => batchOf(s.studentId) === 1)).toHaveLength(5);
      expect(inRoom.filter((s) => batchOf(s.studentId) === 2)).toHaveLength(5);
    }
    // Every seat once.
    expect(new Set(seats.map((s) => `${s.roomId}/${s.seat}`)).size).toBe(20);
  });

  it('never seats two of one organisation side by side when it can be avoided', () => {
    // Half of the room from one company, the rest from three others: alternating is possible.
    const candidates = people(12, 1, (i) => (i < 6 ? 'Big Steel' : ['A Co', 'B Co', 'C Co'][i % 3]!));
    const room = { roomId: 1, capacity: 12, seatsPerRow: 6 };
    const seats = seatRoom(candidates, room);
    expect(seats).toHaveLength(12);
    expect(sameOrganisationNeighbours(seats, candidates, 6)).toBe(0);
  });

  it('leaves a seat empty rather than seating neighbours of one organisation when the room has seats to spare', () => {
    const candidates = people(4, 1, () => 'Only Co');
    const seats = seatRoom(candidates, { roomId: 1, capacity: 8, seatsPerRow: 8 });
    expect(seats.map((s) => s.seat)).toEqual([1, 3, 5, 7]);
  });

  it('seats them anyway when nothing else is left, and candidates without an organisation sit anywhere', () => {
    const seats = seatRoom(
      people(3, 1, () => 'Only Co'),
      { roomId: 1, capacity: 3, seatsPerRow: 3 },
    );
    expect(seats.map((s) => s.seat)).toEqual([1, 2, 3]);
    const loose = seatRoom(
      people(3, 1, () => ''),
      { roomId: 1, capacity: 3, seatsPerRow: 3 },
    );
    expect(loose.map((s) => s.seat)).toEqual([1, 2, 3]);
  });

  it('a row break separates neighbours: the last seat of a row and the first of the next are not side by side', () => {
    expect(sideBySide(5, 6, 5)).toBe(false);
    expect(sideBySide(4, 5, 5)).toBe(true);
  });
});
