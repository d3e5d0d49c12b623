// Bundles the server into dist/main.js (our code and the contract package; npm
// dependencies stay external) and copies the SQL migrations and the engines' font beside
// it. SERVER_OUT_DIR builds elsewhere (a folder named dist under apps/server, so the
// packages resolve), e.g. for a benchmark that must not replace the dist/ a running server
// uses.
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

const outdir = process.env.SERVER_OUT_DIR
  ? path.resolve(process.env.SERVER_OUT_DIR)
  : path.join(root, 'dist');
fs.rmSync(outdir, { recursive: true, force: true });
await build({
  // The server, and the worker thread of the offline AI engines (src/providers/ai/offline/pool).
  entryPoints: {
    main: path.join(root, 'src/main.ts'),
    // `npm run worker`: the same app, running only the job loops.
    worker: path.join(root, 'src/worker.ts'),
    'ai-engine-worker': path.join(root, 'src/providers/ai/offline/pool/engine-worker.ts'),
  },
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  define: { __SERVER_VERSION__: JSON.stringify(`${pkg.version}+${revision}`) },
  logLevel: 'warning',
});
fs.cpSync(path.join(root, 'src/db/migrations'), path.join(outdir, 'migrations'), {
  recursive: true,
});
// The font the offline engines draw text with, and its licence (engine-fonts.ts finds them).
fs.cpSync(path.join(root, 'src/providers/ai/offline/fonts'), path.join(outdir, 'fonts'), {
  recursive: true,
  filter: (file) => !/\.ts$/.test(file),
});
console.log(`server built: ${path.relative(root, outdir)}/main.js (${pkg.version}+${revision})`);
