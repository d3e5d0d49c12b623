import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { stripEndpointSchemas } from '../../packages/contract/build/strip-endpoint-schemas.mjs';

const SERVER = 'http://localhost:8080';

/** Vendor groups kept in their own long-cached chunks, so a page change re-downloads only app code. */
const VENDOR_GROUPS = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
];

/**
 * Ant Design's component packages do not declare themselves free of side effects, so a
 * bundler keeps every module their index files import (all of rc-form and its validator
 * for a Button, a colour picker for the Button's tokens). They register nothing on import:
 * say so, and only what is used ships. Other modules follow their package.json.
 */
const PURE_LIBRARY = /[\\/]node_modules[\\/](@rc-component|@ant-design)[\\/]/;
function pureLibraries(id: string): boolean | undefined {
  return PURE_LIBRARY.test(id) && !id.endsWith('.css') ? false : undefined;
}

/**
 * The learner/teacher site; the server serves dist/ at / with an SPA fallback. `vite build
 * --ssr` builds dist-server/entry-server.js, with which the server renders the pages a
 * visitor arrives on (src/server).
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), stripEndpointSchemas()],
  // The server's page renderer brings its packages, built for production like the site it
  // renders, from their ES modules: Node's entries of some (Ant Design's icons) are their
  // CommonJS builds, which would bring every icon.
  ssr: { noExternal: true, resolve: { conditions: ['module', 'import', 'default'] } },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: isSsrBuild
    ? {
        outDir: 'dist-server',
        emptyOutDir: true,
        copyPublicDir: false,
        rolldownOptions: { treeshake: { moduleSideEffects: pureLibraries } },
      }
    : {
        outDir: 'dist',
        manifest: true,
        emptyOutDir: true,
        rolldownOptions: {
          treeshake: { moduleSideEffects: pureLibraries },
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
}));
