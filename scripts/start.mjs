// `npm start`: builds whatever is missing (web, console, server), then starts the server,
// which migrates the database, loads the demo data once and serves everything on PORT.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const parts = [
  // The site and, built after it, its page renderer.
  { workspace: '@haoduo/web', output: 'apps/web/dist-server/entry-server.js' },
  { workspace: '@haoduo/console', output: 'apps/console/dist/index.html' },
  // The server's bundle and its AI engine worker (built together).
  { workspace: '@haoduo/server', output: 'apps/server/dist/ai-engine-worker.js' },
];

for (const part of parts) {
  if (fs.existsSync(path.join(root, part.output))) continue;
  console.log(`Building ${part.workspace} (first start) ...`);
  const result = spawnSync('npm', ['run', 'build', '-w', part.workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error(`Build of ${part.workspace} failed.`);
    process.exit(result.status ?? 1);
  }
}

await import(pathToFileURL(path.join(root, 'apps/server/dist/main.js')).href);
