// Builds the moderation evaluation set: `npx tsx bench/data/moderation/build-set.ts`.
// Deterministic (no randomness): the same sources always give the same moderation-set.jsonl.
// Split: a base sentence and all its disguised variants go to the same split, chosen by a
// hash of the base sentence, so the held-out test split never shares a sentence with the
// others. train: what the learned classifier is fitted on (and the rules were tuned on);
// val: where its threshold is chosen; test, fresh, fresh6: only reported (see types.ts).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ORDINARY_EN, TRICKY_EN } from './benign-en';
import { ORDINARY_ZH, TRICKY_ZH } from './benign-zh';
import { applicable, decorate, disguise, type TDisguise } from './disguises';
import { FRESH_BENIGN, FRESH_HARMFUL } from './fresh';
import { FRESH2_BENIGN, FRESH2_HARMFUL } from './fresh2';
import { FRESH3_BENIGN, FRESH3_HARMFUL } from './fresh3';
import { FRESH4_BENIGN, FRESH4_HARMFUL } from './fresh4';
import { FRESH5_BENIGN, FRESH5_HARMFUL } from './fresh5';
import { FRESH6_BENIGN, FRESH6_HARMFUL } from './fresh6';
import { HARMFUL_EN } from './harmful-en';
import { HARMFUL_ZH } from './harmful-zh';
import { TRAIN_BENIGN } from './train-benign';
import { TRAIN_LOOKALIKES } from './train-lookalikes';
import { TRAIN_ORDINARY } from './train-ordinary';
import { TRAIN_HARMFUL } from './train-harmful';
import { TRAIN_MORE_BENIGN, TRAIN_MORE_HARMFUL } from './train-more';
import { SET_CATEGORIES, SPLITS, type TBase, type TSetItem } from './types';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const CORPUS_FILE = path.join(HERE, 'corpus-harmless.json');
export const SET_FILE = path.join(HERE, 'moderation-set.jsonl');
const VARIANTS = 3;

function fnv(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0)!, 0x01000193) >>> 0;
  return h;
}
/**
 * Half of each list (by the rank of its hash) is test; of the other half (the former dev,
 * which the rules were tuned on), the first quarter is val and the rest train.
 */
function splitsOf(bases: readonly string[]): Map<string, 'train' | 'val' | 'test'> {
  const ranked = [...bases].sort((a, b) => fnv(a) - fnv(b) || a.localeCompare(b));
  const splitAt = (i: number) =>
    i < ranked.length / 8 ? 'val' : i < ranked.length / 2 ? 'train' : 'test';
  return new Map(ranked.map((b, i) => [b, splitAt(i)]));
}

/** A resident id number with its check digit. */
function residentId(first17: string): string {
  const w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...first17].reduce((acc, d, i) => acc + Number(d) * w[i]!, 0);
  return first17 + '10X98765432'[sum % 11];
}

const expandIds = (text: string) => text.replace(/#ID\((\d{17})\)/g, (_, d: string) => residentId(d));
const keysOf = (text: string) => [...text.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);

function render(template: string, kind: TDisguise, lang: 'zh' | 'en', seed: number): string {
  let k = 0;
  return template.replace(/\{([^}]+)\}/g, (_, key: string) => {
    const isDigits = /^\d{5,}$/.test(key);
    const fits = applicable(key, lang).includes(kind) || kind === 'none';
    const out = fits || !isDigits ? disguise(key, fits ? kind : 'none', lang, seed + k) : key;
    k++;
    return out;
  });
}

export function buildSet(): TSetItem[] {
  const items: TSetItem[] = [];
  // extra: 'dev2' to 'dev5' for the first four fresh batches (each measured once, then tuned
  // on by the rules; dev2 to dev4 are train, dev5 is val), 'train' for the classifier's own
  // training texts, 'fresh' and 'fresh6' for the latest batches (never tuned or trained on).
  type TExtra = 'dev2' | 'dev3' | 'dev4' | 'dev5' | 'train' | 'train2' | 'fresh' | 'fresh6';
  const splitOfExtra = (extra: TExtra): TSetItem['split'] =>
    extra === 'fresh' || extra === 'fresh6' ? extra : extra === 'dev5' ? 'val' : 'train';
  const harmful = (lang: 'zh' | 'en', lists: Record<string, readonly TBase[]>, extra?: TExtra) => {
    for (const category of SET_CATEGORIES) {
      const list = lists[category] ?? [];
      const splits = splitsOf(list.map((e) => (typeof e === 'string' ? e : e[0])));
      list.forEach((entry, index) => {
        const [raw, alert] = typeof entry === 'string' ? [entry, null] : entry;
        const template = expandIds(raw);
        const base = template.replace(/[{}]/g, '');
        const options = applicable(keysOf(template).join(''), lang);
        const kinds: TDisguise[] = ['none'];
        for (let i = 0; kinds.length < 1 + Math.min(VARIANTS, options.length); i++) {
          const kind = options[(index * VARIANTS + i) % options.length]!;
          if (!kinds.includes(kind)) kinds.push(kind);
        }
        for (const kind of kinds) {
          items.push({
            id: `${extra ? `${extra}-` : ''}${category}-${lang}-${index}-${kind}`,
            split: extra ? splitOfExtra(extra) : splits.get(typeof entry === 'string' ? entry : entry[0])!,
            lang,
            label: category,
            disguise: kind,
            alert,
            tricky: false,
            text: render(template, kind, lang, index),
            base,
          });
        }
      });
    }
  };
  harmful('zh', HARMFUL_ZH);
  harmful('en', HARMFUL_EN);

  const benign = (lang: 'zh' | 'en', texts: readonly string[], tricky: boolean, tag: string, extra?: TExtra) => {
    const splits = splitsOf(texts);
    texts.forEach((text, index) => {
      const common = { split: extra ? splitOfExtra(extra) : splits.get(text)!, lang, label: 'benign' as const, alert: null, tricky, base: text };
      items.push({ ...common, id: `benign-${tag}-${index}-none`, disguise: 'none', text });
      const decorated = decorate(text, lang, index);
      items.push({ ...common, id: `benign-${tag}-${index}-${decorated.kind}`, disguise: decorated.kind, text: decorated.text });
    });
  };
  benign('zh', TRICKY_ZH, true, 'tricky-zh');
  benign('zh', ORDINARY_ZH, false, 'zh');
  benign('en', TRICKY_EN, true, 'tricky-en');
  benign('en', ORDINARY_EN, false, 'en');

  const byLang = (lists: typeof FRESH_HARMFUL, lang: 'zh' | 'en') =>
    Object.fromEntries(Object.entries(lists).map(([category, both]) => [category, both[lang]]));
  harmful('zh', byLang(FRESH_HARMFUL, 'zh'), 'dev2');
  harmful('en', byLang(FRESH_HARMFUL, 'en'), 'dev2');
  benign('zh', FRESH_BENIGN.zh, false, 'dev2-zh', 'dev2');
  benign('en', FRESH_BENIGN.en, false, 'dev2-en', 'dev2');
  harmful('zh', byLang(FRESH2_HARMFUL, 'zh'), 'dev3');
  harmful('en', byLang(FRESH2_HARMFUL, 'en'), 'dev3');
  benign('zh', FRESH2_BENIGN.zh, false, 'dev3-zh', 'dev3');
  benign('en', FRESH2_BENIGN.en, false, 'dev3-en', 'dev3');
  harmful('zh', byLang(FRESH3_HARMFUL, 'zh'), 'dev4');
  harmful('en', byLang(FRESH3_HARMFUL, 'en'), 'dev4');
  benign('zh', FRESH3_BENIGN.zh, false, 'dev4-zh', 'dev4');
  benign('en', FRESH3_BENIGN.en, false, 'dev4-en', 'dev4');
  harmful('zh', byLang(FRESH4_HARMFUL, 'zh'), 'dev5');
  harmful('en', byLang(FRESH4_HARMFUL, 'en'), 'dev5');
  benign('zh', FRESH4_BENIGN.zh, false, 'dev5-zh', 'dev5');
  benign('en', FRESH4_BENIGN.en, false, 'dev5-en', 'dev5');
  harmful('zh', byLang(FRESH5_HARMFUL, 'zh'), 'fresh');
  harmful('en', byLang(FRESH5_HARMFUL, 'en'), 'fresh');
  benign('zh', FRESH5_BENIGN.zh, false, 'fresh-zh', 'fresh');
  benign('en', FRESH5_BENIGN.en, false, 'fresh-en', 'fresh');
  harmful('zh', byLang(FRESH6_HARMFUL, 'zh'), 'fresh6');
  harmful('en', byLang(FRESH6_HARMFUL, 'en'), 'fresh6');
  benign('zh', FRESH6_BENIGN.zh, false, 'fresh6-zh', 'fresh6');
  benign('en', FRESH6_BENIGN.en, false, 'fresh6-en', 'fresh6');
  harmful('zh', byLang(TRAIN_HARMFUL, 'zh'), 'train');
  harmful('en', byLang(TRAIN_HARMFUL, 'en'), 'train');
  benign('zh', TRAIN_BENIGN.zh, false, 'train-zh', 'train');
  benign('en', TRAIN_BENIGN.en, false, 'train-en', 'train');
  harmful('zh', byLang(TRAIN_MORE_HARMFUL, 'zh'), 'train2');
  harmful('en', byLang(TRAIN_MORE_HARMFUL, 'en'), 'train2');
  benign('zh', TRAIN_MORE_BENIGN.zh, false, 'train2-zh', 'train2');
  benign('en', TRAIN_MORE_BENIGN.en, false, 'train2-en', 'train2');
  benign('zh', TRAIN_LOOKALIKES.zh, true, 'train3-zh', 'train');
  benign('en', TRAIN_LOOKALIKES.en, true, 'train3-en', 'train');
  benign('zh', TRAIN_ORDINARY.zh, false, 'train4-zh', 'train');
  benign('en', TRAIN_ORDINARY.en, false, 'train4-en', 'train');
  // The product's own interface texts (corpus-harmless.json): a third (by hash) to val, the
  // rest to train, each as written (no disguise).
  const corpus = JSON.parse(fs.readFileSync(CORPUS_FILE, 'utf8')) as string[];
  corpus.forEach((text, index) => {
    items.push({
      id: `corpus-${index}-none`,
      split: fnv(text) % 3 === 0 ? 'val' : 'train',
      lang: /[\u4e00-\u9fff]/.test(text) ? 'zh' : 'en',
      label: 'benign',
      disguise: 'none',
      alert: null,
      tricky: false,
      text,
      base: text,
    });
  });
  return items;
}

export function readSet(): TSetItem[] {
  return fs
    .readFileSync(SET_FILE, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as TSetItem);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const items = buildSet();
  const ids = new Set(items.map((i) => i.id));
  if (ids.size !== items.length) throw new Error('duplicate ids in the moderation set');
  fs.writeFileSync(SET_FILE, items.map((i) => JSON.stringify(i)).join('\n') + '\n');
  const count = (f: (i: TSetItem) => boolean) => items.filter(f).length;
  console.log(`${items.length} items → ${path.relative(process.cwd(), SET_FILE)}`);
  for (const label of ['benign', ...SET_CATEGORIES])
    console.log(`  ${label}: ${SPLITS.map((split) => `${split} ${count((i) => i.label === label && i.split === split)}`).join(', ')}`);
  console.log(`  alerts: ${count((i) => i.alert !== null)}`);
}
