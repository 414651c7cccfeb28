import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';

const apiTarget = process.env.API_TARGET ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    // `npm run dev`: the API runs separately; the browser sees one origin.
    proxy: { '/api': { target: apiTarget, changeOrigin: true, ws: true } },
  },
  build: { chunkSizeWarningLimit: 1500, manifest: true },
});
