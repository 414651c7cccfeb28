type Four<T> = [T, T, T, T];
type Six<T> = [T, T, T, T, T, T];
type Twelve<T> = [T, T, T, T, T, T, T, T, T, T, T, T];

/** One demo question's words; its type, key, score and appraisal point are in seed/demo-exam.ts, in the same order. */
export interface DemoQuestionText {
  stem: string;
  /** Choice questions only (the first five single, the next three multiple choice). */
  options?: Four<string>;
  explanation: string;
}

/**
 * Every text the first start writes: the seeded accounts' names and the demo data (seed/demo-exam.ts,
 * demo-results.ts, demo-registration.ts, demo-tickets.ts). One object per language, so a language
 * cannot miss a text.
 */
export interface DemoText {
  accounts: { admin: string; teacher: string; student: string };
  project: { name: string; description: string };
  jobCategory: string;
  jobType: string;
  batch: string;
  certifiedBatch: string;
  course: { name: string; description: string };
  chapters: { safety: string; practice: string };
  points: { PPE: string; FIRE: string; ARC: string; GAS: string };
  trueFalse: [string, string];
  questions: Twelve<DemoQuestionText>;
  paper: string;
  notice: { title: string; heading: string; items: Four<string>; closing: string };
  publication: string;
  finishedPublication: string;
  /** The finished exam's six candidates (seed/demo-results.ts). */
  candidates: Six<string>;
  /** What the candidates wrote for the practical task. */
  taskAnswer: string;
  /** Registration (db/demo-registration.ts): a batch taking applications, one whose window closed, the applicants. */
  registration: { openBatch: string; closedBatch: string; applicants: Six<string>; organisation: string; refusal: string };
  /** The exam hall (seed/demo-tickets.ts): a venue, its two rooms, and the exam held there tomorrow. */
  hall: { venue: string; address: string; rooms: [string, string]; publication: string };
}
