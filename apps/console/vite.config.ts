import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { stripEndpointSchemas } from '../../packages/contract/build/strip-endpoint-schemas.mjs';

const SERVER = 'http://localhost:8080';

/** The back office is served by the server under /console/ (SPA fallback there). */
export default defineConfig({
  base: '/console/',
  plugins: [react(), stripEndpointSchemas()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
  },
  server: {
    port: 5174,
    strictPort: true,
    proxy: {
      '/api': SERVER,
      '/app-config.js': SERVER,
    },
  },
  preview: { port: 5174, strictPort: true },
});
