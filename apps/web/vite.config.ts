import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const SERVER = 'http://localhost:8080';

/** Vendor groups kept in their own long-cached chunks, so a page change re-downloads only app code. */
const VENDOR_GROUPS = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
];

/** The learner/teacher site; the server serves dist/ at / with an SPA fallback. */
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: VENDOR_GROUPS },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': SERVER,
      '/sso': SERVER,
      '/app-config.js': SERVER,
      '/sandbox': SERVER,
    },
  },
  preview: { port: 5173, strictPort: true },
});
