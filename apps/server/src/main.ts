import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { startBanner } from './banner.js';
import { addListeningCopies } from './lib/listening-copies.js';
import { ConfigError, loadConfig } from './config.js';
import { demoExamName } from './seed/demo-exam.js';
import { seedAccounts } from './seed/seed.js';

/** Reads the environment, starts the app, prints where it is and who can log in. */
async function main() {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const config = loadConfig({
    WEB_DIST: path.resolve(here, '../../web/dist'),
    DATA_DIR: path.resolve(here, '../../../data'),
    ...process.env,
  });
  const app = await buildApp(config);
  if (config.captchaFixed) app.log.warn('CAPTCHA_FIXED is set: every captcha accepts one fixed code. For automated tests only.');
  if (config.editor.catcherAllowHosts.length > 0) {
    app.log.warn(
      `EDITOR_CATCHER_ALLOW_HOSTS is set: the image catcher may fetch from ${config.editor.catcherAllowHosts.join(', ')} even if private. For automated tests only.`,
    );
  }
  const accounts = await seedAccounts(app, config);
  await app.listen({ host: config.host, port: config.port });
  // More than one connection accepted per turn of the event loop (lib/listening-copies.ts).
  const listeningCopies = await addListeningCopies(app.server);
  if (listeningCopies.count === 0)
    app.log.warn('the listening socket could not be copied: one connection is accepted per turn of the event loop');

  const demoExam = config.seedDemo && config.seedDemoExam ? await demoExamName(app.db) : undefined;
  console.log(
    startBanner(config.demoLanguage, {
      address: `http://localhost:${config.port}`,
      sqliteFile: app.dialect === 'sqlite' ? config.sqliteFile : null,
      accounts,
      demoSeeded: config.seedDemo,
      demoExam,
    }),
  );

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      listeningCopies.close();
      void app.close().then(() => process.exit(0));
    });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
