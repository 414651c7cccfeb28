/**
 * Where and when each candidate of a session is assessed, and who scores them (docs/REQUIREMENTS.md
 * §21.2–21.3). Pure functions: the order is deterministic, so a repeated publish gives the same plan.
 *
 * Candidates are taken by candidate number (username), then id. The first slot fills the stations
 * in their order, then the next slot: candidate i goes to station i mod S in slot ⌊i / S⌋.
 * Each station's panel starts at examiner (station index × panel size) in the examiners' order and
 * takes the next examiners round the list, skipping anyone who shares the candidate's organisation
 * (回避), so panels rotate across stations when there are more examiners than one panel.
 */

export interface AllocationCandidate {
  studentId: number;
  username: string;
  name: string;
  organisation: string;
}
export interface AllocationExaminer {
  userId: number;
  organisation: string;
}
export interface Placement {
  studentId: number;
  stationIndex: number;
  slot: number;
  examinerIds: number[];
}
export interface Unfilled {
  candidate: AllocationCandidate;
  eligible: number;
}

/** Two organisations are the same when both are named and equal ignoring case and outer spaces. */
export const sameOrganisation = (a: string, b: string) => {
  const left = a.trim().toLowerCase();
  return left !== '' && left === b.trim().toLowerCase();
};

export function orderCandidates<T extends AllocationCandidate>(candidates: readonly T[]): T[] {
  return [...candidates].sort((a, b) => (a.username < b.username ? -1 : a.username > b.username ? 1 : a.studentId - b.studentId));
}

export function placeCandidates(
  candidates: readonly AllocationCandidate[],
  stationCount: number,
  examiners: readonly AllocationExaminer[],
  panelSize: number,
): Placement[] | Unfilled {
  const placements: Placement[] = [];
  const ordered = orderCandidates(candidates);
  for (const [index, candidate] of ordered.entries()) {
    const stationIndex = index % stationCount;
    const eligible = examiners.filter((examiner) => !sameOrganisation(examiner.organisation, candidate.organisation));
    if (eligible.length < panelSize) return { candidate, eligible: eligible.length };
    const examinerIds: number[] = [];
    for (let step = 0; examinerIds.length < panelSize; step++) {
      const examiner = examiners[(stationIndex * panelSize + step) % examiners.length]!;
      if (!sameOrganisation(examiner.organisation, candidate.organisation) && !examinerIds.includes(examiner.userId))
        examinerIds.push(examiner.userId);
    }
    placements.push({ studentId: candidate.studentId, stationIndex, slot: Math.floor(index / stationCount), examinerIds });
  }
  return placements;
}
