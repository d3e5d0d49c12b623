// Snapshots the product's own harmless texts (its Chinese and English interface texts, the
// contract's messages and the offline engines' drawing vocabulary) into corpus-harmless.json:
// `npx tsx bench/data/moderation/build-corpus.ts`. The learned classifier needs to see what
// ordinary short texts look like ("你好", "第1张图片", "讲个故事"); the labelled set holds
// only prompts. Files about safety and the moderation's own messages are left out, and so is
// any text the rules refuse. Sorted and deduplicated: the same sources give the same file.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { moderateText } from '../../../apps/server/src/providers/ai/moderation/text-moderation';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../../..');
export const CORPUS_FILE = path.join(HERE, 'corpus-harmless.json');
const SOURCES = [
  'apps/web/src/shared/i18n',
  'apps/console/src/shared/i18n/locales',
  'packages/contract/src/messages',
  'apps/server/src/providers/ai/offline',
];
const SKIP = /safety|moderation|ai-messages|\.test\.|\.spec\./;

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return filesUnder(p);
    return /\.tsx?$/.test(e.name) && !SKIP.test(p) ? [p] : [];
  });
}

export function harmlessCorpus(): string[] {
  const out = new Set<string>();
  for (const file of SOURCES.flatMap((s) => filesUnder(path.join(ROOT, s))).sort()) {
    const source = fs.readFileSync(file, 'utf8');
    for (const m of source.matchAll(/'([^'\n\\]{2,120})'|"([^"\n\\]{2,120})"|`([^`\n\\$]{2,120})`/g)) {
      const text = (m[1] ?? m[2] ?? m[3])!.replace(/\{\{?\s*\w+\s*\}?\}/g, '').trim();
      const cjk = /[\u4e00-\u9fff]/.test(text);
      const words = /^[A-Za-z][A-Za-z ,.'!?-]+$/.test(text) && text.split(' ').length >= 2;
      if ((cjk || words) && text.length >= 2 && !/[<>=]/.test(text)) out.add(text);
    }
  }
  return [...out].filter((t) => moderateText(t, {}, { classifier: false }).allowed).sort();
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const texts = harmlessCorpus();
  fs.writeFileSync(CORPUS_FILE, `${JSON.stringify(texts, null, 0).replace(/","/g, '",\n"')}\n`);
  console.log(`${texts.length} texts → ${path.relative(process.cwd(), CORPUS_FILE)}`);
}
