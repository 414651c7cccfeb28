// `npm run dev`: the API with reload on change, and Vite with its proxy to it, side by side.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@kaoshi/server'], {
    stdio: 'inherit',
    env: { ...process.env, CAPTCHA_FIXED: process.env.CAPTCHA_FIXED ?? '' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@kaoshi/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
