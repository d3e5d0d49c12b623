// The moderation for minors against its labelled evaluation set (bench/data/moderation):
// precision, recall and F1 per category, recall per disguise, false positives on harmless
// school prompts, disclosure alerts, time per text, for the rules alone and with the learned
// classifier (bench/moderation-train.ts), on the held-out test split, the two fresh batches,
// and val and train apart. No server needed. With OPENAI_BASE_URL and OPENAI_MODERATION_MODEL
// set (the server's own configuration names), the OpenAI-compatible moderation is measured
// too. `BENCH_MODERATION_MISSES=val` prints the val split's misses (for tuning on val only).
import fs from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { classify, shippedModel } from '../apps/server/src/providers/ai/moderation/classifier';
import { MODEL_JSON } from '../apps/server/src/providers/ai/moderation/classifier/model-data';
import {
  scoreHead,
  type TModel,
} from '../apps/server/src/providers/ai/moderation/classifier/model';
import { MODERATION_ENGINE } from '../apps/server/src/providers/ai/moderation/moderation';
import { combineVerdicts } from '../apps/server/src/providers/ai/moderation/verdict';
import {
  classifierInputOf,
  moderateText,
  type TEngineOptions,
} from '../apps/server/src/providers/ai/moderation/text-moderation';
import { createOpenAiModeration } from '../apps/server/src/providers/ai/openai/openai-moderation';
import { readSet } from './data/moderation/build-set';
import type { TSetItem } from './data/moderation/types';
import { CONCLUSION, METHOD } from './lib/moderation-notes';
import {
  compareTable,
  cpuPerText,
  gaps,
  headlineTable,
  misses,
  pct,
  ratio,
  splitSection,
  summary,
  type TJudged,
} from './lib/moderation-tables';
import { table, writeReport } from './lib/report';
import { chooseThreshold, MODEL_FILE } from './moderation-train';

const RULES_ONLY: TEngineOptions = { classifier: false };

/** The offline and remote verdicts of the same texts combined, as the server combines them. */
function combined(offline: TJudged[], remote: TJudged[]): TJudged[] {
  const byId = new Map(remote.map((j) => [j.item.id, j]));
  return offline.flatMap((j) => {
    const other = byId.get(j.item.id);
    return other
      ? [
          {
            item: j.item,
            verdict: combineVerdicts([j.verdict, other.verdict]),
            ms: j.ms + other.ms,
          },
        ]
      : [];
  });
}

function judgeOffline(
  items: TSetItem[],
  engine: TEngineOptions = {},
  strictness?: 'relaxed' | 'standard' | 'strict',
): TJudged[] {
  for (const item of items.slice(0, 50)) moderateText(item.text, { strictness }, engine); // warm up
  const cpu = process.cpuUsage();
  const judged = items.map((item) => {
    const start = performance.now();
    const verdict = moderateText(item.text, { strictness }, engine);
    return { item, verdict, ms: performance.now() - start };
  });
  const used = process.cpuUsage(cpu);
  cpuPerText.set(judged, (used.user + used.system) / 1000 / Math.max(1, items.length));
  return judged;
}

async function judgeRemote(items: TSetItem[]): Promise<TJudged[] | string> {
  const baseUrl = process.env.OPENAI_BASE_URL;
  const model = process.env.OPENAI_MODERATION_MODEL;
  if (!baseUrl || !model)
    return 'Not configured: set `OPENAI_BASE_URL` (and `OPENAI_API_KEY`) with `OPENAI_MODERATION_MODEL`, the names the server reads, to measure it.';
  const remote = createOpenAiModeration({
    baseUrl,
    apiKey: process.env.OPENAI_API_KEY,
    model,
    timeoutMs: Number(process.env.OPENAI_TIMEOUT_MS ?? 30_000),
  });
  const out: TJudged[] = [];
  try {
    for (const item of items) {
      const start = performance.now();
      const verdict = await remote.checkText(item.text);
      out.push({ item, verdict, ms: performance.now() - start });
    }
  } catch (error) {
    return `Configured (${model} at ${baseUrl}) but failed after ${out.length} texts: ${(error as Error).message}`;
  }
  return out;
}

function strictnessTable(items: TSetItem[]): string {
  const rows = (['relaxed', 'standard', 'strict'] as const).map((level) => {
    const judged = judgeOffline(items, {}, level);
    const harmful = judged.filter((j) => j.item.label !== 'benign');
    const s = summary(judged);
    return [
      level,
      ratio(harmful.filter((j) => !j.verdict.allowed).length, harmful.length),
      pct(s.benignFp, s.benign),
      ratio(s.alerted, s.disclosures),
    ];
  });
  return table(['strictness', 'harmful refused', 'benign refused', 'alert recall'], rows);
}

/** The classifier's own cost: reading the model once, then one text's scoring. */
function classifierCost(items: TSetItem[]) {
  const start = performance.now();
  const model = JSON.parse(MODEL_JSON) as TModel;
  scoreHead(model.category, model.scale, []);
  const loadMs = performance.now() - start;
  const inputs = items.map((i) => classifierInputOf(i.text));
  for (const input of inputs.slice(0, 50)) classify(input);
  const cpu = process.cpuUsage();
  for (const input of inputs) classify(input);
  const used = process.cpuUsage(cpu);
  return {
    loadMs,
    cpuUsPerText: (used.user + used.system) / Math.max(1, inputs.length),
    fileKb: fs.statSync(MODEL_FILE).size / 1024,
  };
}

function classifierSection(items: TSetItem[], both: TJudged[], rules: TJudged[]): string {
  const model = shippedModel();
  const cost = classifierCost(items);
  const { rows } = chooseThreshold(
    model,
    items.filter((i) => i.split === 'val'),
  );
  const cpu = (j: TJudged[]) => `${cpuPerText.get(j)?.toFixed(3) ?? '–'} ms`;
  return [
    table(
      ['measure', 'value'],
      [
        [
          'fitted on',
          `${model.trainedOn.examples} texts of the train split (data hash ${model.trainedOn.dataHash})`,
        ],
        [
          'features kept',
          `${model.trainedOn.features} (character 1-3 grams, syllable 1-2 grams, English word 1-2 grams, digit-run lengths)`,
        ],
        ['threshold (chosen on val)', String(model.threshold)],
        ['model file', `${cost.fileKb.toFixed(0)} KB (\`classifier/model-data.ts\`)`],
        ['reading the model (first use)', `${cost.loadMs.toFixed(1)} ms`],
        ['classifier CPU per text (features + scoring)', `${cost.cpuUsPerText.toFixed(0)} µs`],
        [
          'whole engine CPU per text, rules only / rules + classifier (test split)',
          `${cpu(rules)} / ${cpu(both)}`,
        ],
      ],
    ),
    '',
    "Rules + classifier on the val split at each threshold tried. The rule (bench/moderation-train.ts): the lowest threshold that refuses no harmless val text and none of the engine's harmless test examples (`harmless-examples.ts`, the list benign.test.ts checks), plus 0.04 as a margin.",
    '',
    table(
      [
        'threshold',
        'val recall (right category)',
        'val harmless refused',
        'harmless test examples refused',
      ],
      rows.map((r) => [
        r.threshold.toFixed(2),
        r.recall.toFixed(3),
        pct(r.benignFpRate * 1000, 1000),
        r.examplesRefused,
      ]),
    ),
  ].join('\n');
}

export async function run(): Promise<string> {
  const items = readSet();
  const of = (split: TSetItem['split']) => items.filter((i) => i.split === split);
  const judge = (split: TSetItem['split']) =>
    [judgeOffline(of(split), RULES_ONLY), judgeOffline(of(split))] as const;
  const [rulesTest, test] = judge('test');
  const [rulesFresh, fresh] = judge('fresh');
  const [rulesFresh6, fresh6] = judge('fresh6');
  const [rulesVal, val] = judge('val');
  const [rulesTrain, train] = judge('train');
  if (process.env.BENCH_MODERATION_MISSES === 'val') console.log(misses(val, 100));
  const remote = await judgeRemote([...of('test'), ...of('fresh')]);
  const count = (f: (i: TSetItem) => boolean) => items.filter(f).length;
  const n = (split: TSetItem['split']) => count((i) => i.split === split);
  const engine = `${MODERATION_ENGINE} (rules + classifier)`;
  const sections = [
    `The evaluation set: ${items.length} texts (${count((i) => i.lang === 'zh')} Chinese, ${count((i) => i.lang === 'en')} English; ${count((i) => i.label === 'benign')} harmless of which ${count((i) => i.tricky)} tricky look-alikes; ${count((i) => i.alert !== null)} disclosures), built by \`bench/data/moderation/build-set.ts\` from hand-written base sentences and disguise transforms. A base sentence and all its disguised forms sit in one split: **train** (${n('train')}: the rules were tuned on it and the classifier is fitted on it), **val** (${n('val')}: the rules were tuned on it; the classifier's threshold is chosen on it, it is never fitted on it), **test** (${n('test')}: held out), **fresh** (${n('fresh')}: fresh5.ts, written after the rules' last change by their author) and **fresh6** (${n('fresh6')}: fresh6.ts, written before the classifier and its training texts existed). Test, fresh and fresh6 are only reported.`,
    '',
    'Recall counts a harmful text as caught when the engine names its labelled category; precision is over every text the engine put in that category; overall figures are micro-averaged over the eight categories. The targets: recall ≥ 0.95 for self-harm and sexual, ≥ 0.90 for the others, ≤ 2% false positives on harmless prompts. Strictness `standard` unless stated.',
    '',
    `Load average while measuring: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(
        ' / ',
      )} (1 / 5 / 15 min) on ${os.cpus().length} cores; the CPU time per text is the steadier figure.`,
    '',
    '## Summary: rules only against rules + classifier',
    '',
    headlineTable([
      ['test (held out)', rulesTest, test],
      ['fresh (fresh5)', rulesFresh, fresh],
      ['fresh6', rulesFresh6, fresh6],
      ['val (threshold chosen)', rulesVal, val],
      ['train (fitted on)', rulesTrain, train],
    ]),
    '',
    CONCLUSION,
    '',
    '## Per category',
    '',
    ...(
      [
        ['Test split (held out)', rulesTest, test],
        ['Fresh split (fresh5.ts)', rulesFresh, fresh],
        ['Fresh6 split (fresh6.ts)', rulesFresh6, fresh6],
      ] as const
    ).flatMap(([title, a, b]) => [`### ${title}`, '', compareTable(a, b), '']),
    '## The learned classifier',
    '',
    classifierSection(items, test, rulesTest),
    '',
    METHOD,
    '',
    '## Test split (held out), rules + classifier',
    '',
    gaps(test),
    '',
    splitSection('Offline engine', test, engine),
    '#### Misses on the test split',
    '',
    misses(test),
    '',
    ...(
      [
        ['fresh', 'Fresh split (fresh5.ts)', fresh],
        ['fresh6', 'Fresh6 split (fresh6.ts)', fresh6],
      ] as const
    ).flatMap(([name, title, judged]) => [
      `## ${title}, rules + classifier`,
      '',
      gaps(judged).replace('test split', `${name} split`),
      '',
      splitSection('Offline engine', judged, engine),
      `#### Misses on the ${name} split`,
      '',
      misses(judged, 8),
      '',
    ]),
    '## Val split (rules tuned on it, threshold chosen on it), rules + classifier',
    '',
    splitSection('Offline engine', val, engine),
    '## Strictness (test split, rules + classifier)',
    '',
    strictnessTable(of('test')),
    '',
    '## OpenAI-compatible moderation (test and fresh splits)',
    '',
    typeof remote === 'string'
      ? remote
      : [
          splitSection(
            'Remote, test split',
            remote.filter((j) => j.item.split === 'test'),
            process.env.OPENAI_MODERATION_MODEL ?? '',
          ),
          splitSection(
            'Remote, fresh split',
            remote.filter((j) => j.item.split === 'fresh'),
            process.env.OPENAI_MODERATION_MODEL ?? '',
          ),
          'Combined with the offline engine (refused when either refuses), fresh split:',
          '',
          splitSection(
            'Offline + remote, fresh split',
            combined(fresh, remote),
            `${MODERATION_ENGINE}+remote`,
          ),
        ].join('\n'),
  ];
  return writeReport('moderation', 'Moderation for minors: accuracy on the labelled set', sections);
}
