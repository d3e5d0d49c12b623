// CI's size guard, after the build: the gzip JavaScript of every route's first load (from
// the built manifest, see lib/web-bundles.ts) against the target of 250 KB.
//
// Routes that do not meet the target yet are listed in web-size-budget.json with the size
// they may not grow past; every other route must be within 250 KB. A listed route that has
// shrunk below its ceiling or the target is reported, and `--update` lowers the ceilings
// (never raises them) and drops routes that meet the target.
//   npm run check:web-size              (after npm run build -w @haoduo/web)
//   npm run check:web-size -- --update
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/servers';
import { FIRST_LOAD_LIMIT_BYTES, kb, routeBundles } from './lib/web-bundles';

const BUDGET_FILE = path.join(ROOT, 'bench/web-size-budget.json');
/** Pages Lighthouse measures: the route table must still have them (a parser check). */
const REQUIRED = ['/', '/login', '/worksSquare', '/book/reading'];
const KIB = 1024;
/** Room above today's size for work in progress on a route that misses the target. */
const SLACK = 1.05;

interface TBudget {
  note: string;
  /** Route path → ceiling in KB (gzip) for routes over the target. */
  overTarget: Record<string, number>;
}

const budget = JSON.parse(fs.readFileSync(BUDGET_FILE, 'utf8')) as TBudget;
const bundles = routeBundles();
const failures: string[] = [];
const notes: string[] = [];

for (const required of REQUIRED) {
  if (!bundles.some((b) => b.path === required)) {
    failures.push(`route ${required} not found in the route table (parser out of date?)`);
  }
}
for (const listed of Object.keys(budget.overTarget)) {
  if (!bundles.some((b) => b.path === listed)) notes.push(`${listed}: no longer a route`);
}

const rows: string[] = [];
const next: Record<string, number> = {};
for (const bundle of [...bundles].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
  const ceilingKb = budget.overTarget[bundle.path];
  const size = bundle.gzipBytes;
  let state = 'ok';
  if (size <= FIRST_LOAD_LIMIT_BYTES) {
    if (ceilingKb !== undefined) notes.push(`${bundle.path}: now meets the target, unlist it`);
  } else if (ceilingKb === undefined) {
    state = 'OVER TARGET';
    failures.push(`${bundle.path}: ${kb(size)} > ${kb(FIRST_LOAD_LIMIT_BYTES)}`);
  } else if (size > ceilingKb * KIB) {
    state = 'OVER CEILING';
    failures.push(`${bundle.path}: ${kb(size)} > its ceiling ${ceilingKb} KB`);
    next[bundle.path] = ceilingKb;
  } else {
    state = `known miss (ceiling ${ceilingKb} KB)`;
    next[bundle.path] = Math.min(ceilingKb, Math.ceil((size * SLACK) / KIB));
  }
  rows.push(`${kb(size).padStart(10)}  ${bundle.path.padEnd(32)} ${state}`);
}

console.log(`First-load JavaScript per route (gzip), target ${kb(FIRST_LOAD_LIMIT_BYTES)}:`);
console.log(rows.join('\n'));
for (const note of notes) console.log(`note: ${note}`);

if (process.argv.includes('--update')) {
  fs.writeFileSync(
    BUDGET_FILE,
    `${JSON.stringify({ note: budget.note, overTarget: next }, null, 2)}\n`,
  );
  console.log(`updated ${path.relative(ROOT, BUDGET_FILE)} (ceilings only go down)`);
}
if (failures.length > 0) {
  console.error(`\nweb size check failed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nweb size check passed');
