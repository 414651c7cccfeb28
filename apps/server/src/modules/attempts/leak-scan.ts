/**
 * The key-leak scan (docs/REQUIREMENTS.md §8.6): walks a candidate-facing response body and lists
 * everything in it that a candidate must never receive. Used by the lifecycle test on every
 * response of a sitting.
 */
export interface LeakRules {
  /** Answer key per question id, as stored in the frozen paper. */
  keys: ReadonlyMap<number, readonly string[]>;
  /** Texts that must not appear anywhere: explanations, other candidates' names and numbers. */
  secrets: readonly string[];
  /** Whether this response may carry the candidate's result (the visibility rule allows it). */
  resultAllowed: boolean;
}

/** Names that only staff-facing data carries: the key, explanations, scoring internals, the raw paper and its stored parts. */
const FORBIDDEN_FIELDS = new Set([
  'answer',
  'answerKey',
  'explanation',
  'objectiveScore',
  'manualScore',
  'finalScore',
  'gradingState',
  'paper',
  'sitting',
  'versionQuestions',
]);
/** Fields a result carries; anywhere else (or before it is allowed) they are a leak. */
const RESULT_FIELDS = new Set(['score', 'passed', 'passScore', 'pending']);

const sameKeys = (value: unknown, key: readonly string[]) =>
  key.length > 0 &&
  ((Array.isArray(value) && value.length === key.length && [...value].map(String).sort().join() === [...key].sort().join()) ||
    (typeof value === 'string' && value === [...key].sort().join(',')));

export function findLeaks(body: unknown, rules: LeakRules): string[] {
  const leaks: string[] = [];
  const text = JSON.stringify(body);
  for (const secret of rules.secrets) if (text.includes(secret)) leaks.push(`contains ${JSON.stringify(secret)}`);

  const walk = (value: unknown, path: string, inResult: boolean) => {
    if (Array.isArray(value)) {
      value.forEach((item, i) => walk(item, `${path}[${i}]`, inResult));
      return;
    }
    if (value === null || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    const key = typeof record.questionId === 'number' ? rules.keys.get(record.questionId) : undefined;
    // A question as the candidate sees it has a stem; its `score` is its points on the paper.
    const isQuestion = typeof record.stem === 'string';
    for (const [field, child] of Object.entries(record)) {
      const at = `${path}.${field}`;
      if (FORBIDDEN_FIELDS.has(field)) leaks.push(`${at} is a forbidden field`);
      if (field === 'result' && child !== null && !rules.resultAllowed) leaks.push(`${at} present before the visibility rule allows it`);
      if (RESULT_FIELDS.has(field) && !inResult && !(field === 'score' && isQuestion)) leaks.push(`${at} outside a result`);
      // The candidate's own choices may equal the key (a right answer); nothing else about the question may.
      if (key && field !== 'choices' && sameKeys(child, key)) leaks.push(`${at} equals question ${String(record.questionId)}'s key`);
      walk(child, at, inResult || field === 'result');
    }
  };
  walk(body, '$', false);
  return leaks;
}
