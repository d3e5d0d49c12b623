// Bundles the server into dist/main.js (our code and the contract package; npm
// dependencies stay external) and copies the SQL migrations beside it.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@haoduo/'));

let revision = '';
try {
  revision = execSync('git rev-parse --short HEAD', {
    cwd: root,
    stdio: ['ignore', 'pipe', 'ignore'],
  })
    .toString()
    .trim();
} catch {
  revision = 'local';
}

fs.rmSync(path.join(root, 'dist'), { recursive: true, force: true });
await build({
  // The server, and the worker thread of the offline AI engines (src/providers/ai/offline/pool).
  entryPoints: {
    main: path.join(root, 'src/main.ts'),
    'ai-engine-worker': path.join(root, 'src/providers/ai/offline/pool/engine-worker.ts'),
  },
  outdir: path.join(root, 'dist'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  define: { __SERVER_VERSION__: JSON.stringify(`${pkg.version}+${revision}`) },
  logLevel: 'warning',
});
fs.cpSync(path.join(root, 'src/db/migrations'), path.join(root, 'dist/migrations'), {
  recursive: true,
});
console.log(`server built: dist/main.js (${pkg.version}+${revision})`);
