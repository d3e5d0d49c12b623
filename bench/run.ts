// `npm run bench`: runs every benchmark in turn and collects their reports in bench/results/.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './lib/servers';

const only = process.argv.slice(2);
const files = fs
  .readdirSync(path.join(ROOT, 'bench'))
  .filter((name) => /\.bench\.(ts|mjs)$/.test(name))
  .filter((name) => only.length === 0 || only.some((o) => name.startsWith(o)))
  .sort();

const reports: string[] = [];
for (const file of files) {
  console.log(`\n▶ ${file}`);
  const mod = (await import(pathToFileURL(path.join(ROOT, 'bench', file)).href)) as {
    run?: () => Promise<string>;
  };
  if (typeof mod.run !== 'function') {
    console.log(`  (no run() export, skipped)`);
    continue;
  }
  const report = await mod.run();
  console.log(`  report: ${path.relative(ROOT, report)}`);
  reports.push(report);
}
// The index lists every report there (a run of one benchmark keeps the others' reports).
const index = path.join(ROOT, 'bench/results/README.md');
const all = fs
  .readdirSync(path.dirname(index))
  .filter((name) => name.endsWith('.md') && name !== 'README.md')
  .sort();
fs.writeFileSync(
  index,
  [
    '# Benchmark reports',
    '',
    ...all.map((name) => `- [${path.basename(name, '.md')}](${name})`),
    '',
  ].join('\n'),
);
console.log(`\nAll reports: ${path.relative(ROOT, index)}`);
