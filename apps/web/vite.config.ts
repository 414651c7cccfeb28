import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';

const apiTarget = process.env.API_TARGET ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    // `npm run dev`: the API runs separately; the browser sees one origin.
    // The API takes the live socket only from a page of its own host (docs/SECURITY.md); the
    // proxy sends the upgrade as if the page were served there, as it already does with Host.
    proxy: {
      '/api': {
        target: apiTarget,
        changeOrigin: true,
        ws: true,
        configure: (proxy) => proxy.on('proxyReqWs', (request) => request.setHeader('origin', new URL(apiTarget).origin)),
      },
    },
  },
  build: { chunkSizeWarningLimit: 1500, manifest: true },
});
