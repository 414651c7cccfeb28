import { ANSWER_GRACE_MS } from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import { OPEN_STATUSES } from './attempt-state.js';
import { finishAttempt } from './submission.js';

const SWEEP_BATCH = 200;
const SWEEP_INTERVAL_MS = 2_000;

/**
 * Submits what the server holds for every open attempt whose deadline and grace have passed
 * (status 5, expired; answers kept and scored), whether or not the browser is open. Reads the
 * (status, deadline_at) index in batches. Safe with several instances: finishAttempt claims each
 * attempt with a conditional UPDATE, so one that another instance got first is skipped.
 * Returns how many attempts this call finished.
 */
export async function sweepDeadlines(app: FastifyInstance): Promise<number> {
  let finished = 0;
  for (;;) {
    const due = await app.db
      .selectFrom('attempts')
      .select('id')
      .where('status', 'in', OPEN_STATUSES)
      .where('deadlineAt', '<', app.clock.now() - ANSWER_GRACE_MS)
      .orderBy('deadlineAt')
      .limit(SWEEP_BATCH)
      .execute();
    for (const { id } of due) if ((await finishAttempt(app, id, 'deadline')) !== null) finished++;
    if (due.length < SWEEP_BATCH) return finished;
  }
}

/**
 * Runs the sweep once when the app is ready (deadlines that passed while the server was down are
 * applied on restart), then every 2 s, except under tests, which call sweepDeadlines themselves
 * after moving the clock. Runs never overlap; closing waits for the one under way.
 */
export function scheduleDeadlineSweep(app: FastifyInstance) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  const runOnce = () => {
    running ??= sweepDeadlines(app)
      .then(() => undefined, (error: unknown) => app.log.error({ err: error }, 'deadline sweep failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  app.addHook('onReady', async () => {
    await runOnce();
    if (app.config.env === 'test') return;
    timer = setInterval(() => void runOnce(), SWEEP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
