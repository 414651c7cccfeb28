import type { FastifyInstance } from 'fastify';

/**
 * A server-clock task (deadline sweep, registration expiry): run once when the app is ready, so
 * what fell due while the server was down is applied on restart, then every `intervalMs`, except
 * under tests, which call the task themselves after moving the clock. Runs never overlap; a
 * failure is logged and the next run tries again; closing waits for the run under way.
 */
export function schedulePeriodicTask(
  app: FastifyInstance,
  name: string,
  intervalMs: number,
  task: (app: FastifyInstance) => Promise<unknown>,
) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  const runOnce = () => {
    running ??= task(app)
      .then(
        () => undefined,
        (error: unknown) => app.log.error({ err: error }, `${name} failed`),
      )
      .finally(() => {
        running = null;
      });
    return running;
  };
  app.addHook('onReady', async () => {
    await runOnce();
    if (app.config.env === 'test') return;
    timer = setInterval(() => void runOnce(), intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
