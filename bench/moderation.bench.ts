// The moderation for minors against its labelled evaluation set (bench/data/moderation):
// precision and recall per category, recall per disguise, false positives on harmless school
// prompts, disclosure alerts, time per text; on the held-out test split and on dev apart.
// No server needed. With OPENAI_BASE_URL and OPENAI_MODERATION_MODEL set (the server's own
// configuration names), the OpenAI-compatible moderation is measured too.
// `BENCH_MODERATION_MISSES=dev` prints the dev split's misses (for tuning on dev only).
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { MODERATION_ENGINE } from '../apps/server/src/providers/ai/moderation/moderation';
import { combineVerdicts } from '../apps/server/src/providers/ai/moderation/verdict';
import { moderateText } from '../apps/server/src/providers/ai/moderation/text-moderation';
import { createOpenAiModeration } from '../apps/server/src/providers/ai/openai/openai-moderation';
import type { TModerationVerdict } from '../apps/server/src/providers/ai/ports';
import { readSet } from './data/moderation/build-set';
import { DISGUISES } from './data/moderation/disguises';
import { SET_CATEGORIES, type TSetItem } from './data/moderation/types';
import { table, writeReport } from './lib/report';

interface TJudged {
  item: TSetItem;
  verdict: TModerationVerdict;
  ms: number;
}

const TARGET: Record<string, number> = { 'self-harm': 0.95, sexual: 0.95 };
const pct = (n: number, d: number) => (d === 0 ? '–' : `${((100 * n) / d).toFixed(1)}%`);
const ratio = (n: number, d: number) => (d === 0 ? '–' : (n / d).toFixed(3));
const caught = (j: TJudged) => (j.verdict.categories as string[]).includes(j.item.label);
const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] ??
  NaN;

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
  strictness?: 'relaxed' | 'standard' | 'strict',
): TJudged[] {
  for (const item of items.slice(0, 50)) moderateText(item.text, { strictness }); // warm up
  const cpu = process.cpuUsage();
  const judged = items.map((item) => {
    const start = performance.now();
    const verdict = moderateText(item.text, { strictness });
    return { item, verdict, ms: performance.now() - start };
  });
  const used = process.cpuUsage(cpu);
  cpuPerText.set(judged, (used.user + used.system) / 1000 / Math.max(1, items.length));
  return judged;
}

/** CPU milliseconds per text of an offline run (steadier than wall time on a busy machine). */
const cpuPerText = new WeakMap<TJudged[], number>();

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

function categoryTable(judged: TJudged[]): string {
  const rows = SET_CATEGORIES.map((category) => {
    const labelled = judged.filter((j) => j.item.label === category);
    const tp = labelled.filter(caught).length;
    const predicted = judged.filter((j) =>
      (j.verdict.categories as string[]).includes(category),
    ).length;
    const blocked = labelled.filter((j) => !j.verdict.allowed).length;
    const recall = labelled.length ? tp / labelled.length : NaN;
    const target = TARGET[category] ?? 0.9;
    return [
      category,
      labelled.length,
      ratio(tp, predicted),
      ratio(tp, labelled.length),
      ratio(blocked, labelled.length),
      `${target.toFixed(2)} ${recall >= target ? 'met' : '**missed**'}`,
    ];
  });
  return table(
    ['category', 'texts', 'precision', 'recall', 'refused at all', 'recall target'],
    rows,
  );
}

function disguiseTable(judged: TJudged[]): string {
  const harmful = judged.filter((j) => j.item.label !== 'benign');
  const rows = DISGUISES.map((d) => {
    const these = harmful.filter((j) => j.item.disguise === d);
    return [
      d,
      these.length,
      ratio(these.filter(caught).length, these.length),
      ratio(these.filter((j) => !j.verdict.allowed).length, these.length),
    ];
  }).filter((row) => row[1] !== 0);
  return table(['disguise', 'harmful texts', 'recall (right category)', 'refused at all'], rows);
}

function languageTable(judged: TJudged[]): string {
  const rows = (['zh', 'en'] as const).map((lang) => {
    const harmful = judged.filter((j) => j.item.lang === lang && j.item.label !== 'benign');
    const benign = judged.filter((j) => j.item.lang === lang && j.item.label === 'benign');
    return [
      lang,
      harmful.length,
      ratio(harmful.filter(caught).length, harmful.length),
      benign.length,
      pct(benign.filter((j) => !j.verdict.allowed).length, benign.length),
    ];
  });
  return table(['language', 'harmful texts', 'recall', 'benign texts', 'benign refused'], rows);
}

function summary(judged: TJudged[]) {
  const benign = judged.filter((j) => j.item.label === 'benign');
  const tricky = benign.filter((j) => j.item.tricky);
  const disclosures = judged.filter((j) => j.item.alert !== null);
  const noAlert = judged.filter((j) => j.item.alert === null);
  const ms = judged.map((j) => j.ms);
  return {
    benign: benign.length,
    benignFp: benign.filter((j) => !j.verdict.allowed).length,
    tricky: tricky.length,
    trickyFp: tricky.filter((j) => !j.verdict.allowed).length,
    disclosures: disclosures.length,
    alerted: disclosures.filter((j) => j.verdict.alert !== null).length,
    rightKind: disclosures.filter((j) => j.verdict.alert?.kind === j.item.alert).length,
    noAlert: noAlert.length,
    falseAlerts: noAlert.filter((j) => j.verdict.alert !== null).length,
    benignAlerts: benign.filter((j) => j.verdict.alert !== null).length,
    p50: quantile(ms, 0.5),
    p99: quantile(ms, 0.99),
  };
}

function splitSection(title: string, judged: TJudged[], engine: string): string {
  const s = summary(judged);
  const fpRate = s.benignFp / Math.max(1, s.benign);
  return [
    `### ${title}: ${engine}, ${judged.length} texts`,
    '',
    categoryTable(judged),
    '',
    table(
      ['measure', 'value', 'target'],
      [
        [
          'false positives on benign prompts',
          `${pct(s.benignFp, s.benign)} (${s.benignFp} of ${s.benign})`,
          `≤ 2% ${fpRate <= 0.02 ? 'met' : '**missed**'}`,
        ],
        [
          'of which tricky look-alikes',
          `${pct(s.trickyFp, s.tricky)} (${s.trickyFp} of ${s.tricky})`,
          '',
        ],
        [
          'alert recall (disclosures given an alert)',
          `${ratio(s.alerted, s.disclosures)} (${s.alerted} of ${s.disclosures}; right kind ${s.rightKind})`,
          '',
        ],
        [
          'false alerts (no disclosure, alert raised)',
          `${pct(s.falseAlerts, s.noAlert)} (${s.falseAlerts} of ${s.noAlert}; on benign ${s.benignAlerts})`,
          '',
        ],
        ['time per text p50 / p99 (wall)', `${s.p50.toFixed(3)} / ${s.p99.toFixed(3)} ms`, ''],
        ...(cpuPerText.has(judged)
          ? [['CPU time per text (mean)', `${cpuPerText.get(judged)!.toFixed(3)} ms`, '']]
          : []),
      ],
    ),
    '',
    disguiseTable(judged),
    '',
    languageTable(judged),
    '',
  ].join('\n');
}

function misses(judged: TJudged[], limit = 6): string {
  const lines: string[] = [];
  for (const category of SET_CATEGORIES) {
    const missed = judged.filter((j) => j.item.label === category && !caught(j));
    if (missed.length === 0) continue;
    lines.push(
      `- **${category}** (${missed.length} missed): ${missed
        .slice(0, limit)
        .map(
          (j) =>
            `\`${j.item.text}\` (${j.item.disguise}${j.verdict.allowed ? ', allowed' : `, as ${j.verdict.categories.join('+')}`})`,
        )
        .join('; ')}`,
    );
  }
  const fps = judged.filter((j) => j.item.label === 'benign' && !j.verdict.allowed);
  if (fps.length)
    lines.push(
      `- **benign refused** (${fps.length}): ${fps.map((j) => `\`${j.item.text}\` (as ${j.verdict.categories.join('+') || 'alert'})`).join('; ')}`,
    );
  const lost = judged.filter((j) => j.item.alert && !j.verdict.alert);
  if (lost.length)
    lines.push(
      `- **disclosures without alert** (${lost.length}): ${lost
        .slice(0, limit * 2)
        .map((j) => `\`${j.item.text}\``)
        .join('; ')}`,
    );
  const extra = judged.filter((j) => !j.item.alert && j.verdict.alert);
  if (extra.length)
    lines.push(
      `- **alerts without a disclosure** (${extra.length}): ${extra.map((j) => `\`${j.item.text}\` (${j.verdict.alert!.kind})`).join('; ')}`,
    );
  return lines.join('\n');
}

function strictnessTable(items: TSetItem[]): string {
  const rows = (['relaxed', 'standard', 'strict'] as const).map((level) => {
    const judged = judgeOffline(items, level);
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

/** How the figures came about, so they can be read for what they are. */
const METHOD = [
  '### How far to trust these figures',
  '',
  "- The set and the engine's lists were written by the same engineer, set first: the base sentences reflect how pupils write as that engineer imagines it, and the engine's vocabulary inevitably overlaps with it. Real pupils' texts will hold words and disguises neither has seen; treat the figures as an upper bound for texts like these, not as field accuracy.",
  '- The split is by base sentence (half of each list, by hash), so no test sentence or any of its disguised forms was seen while tuning. The disguise transforms and the vocabulary of the two splits are the same kind, which makes the test easier than new real-world text.',
  "- Tuning protocol: the engine was written, then measured once on both splits; from then on only the dev split's misses (`BENCH_MODERATION_MISSES=dev`) and the unit tests' own examples drove changes. The test split's misses are printed below and were read, but nothing was changed in answer to them.",
  '- First measured run, before any tuning on dev (test split recall): sexual 0.821, violence 0.946, self-harm 0.964, bullying 0.982, drugs 0.958, hate 0.932, personal data 0.675, jailbreak 0.958; benign false positives 0.9% (2 of 222, both 抗击病毒 read as 冰毒 by sound); alert recall 0.920. Dev at the same time: 0.917, 0.933, 0.950, 0.967, 0.896, 0.864, 0.886, 0.962.',
  '- A first **fresh** batch (bench/data/moderation/fresh.ts, 316 texts) was written after the engine was finished, in other wording, and measured once. It exposed how little the lists generalised: recall sexual 0.125, violence 0.344, self-harm 0.375, bullying 0.250, drugs 0.250, hate 0.000, personal data 0.813, jailbreak 0.250, alert recall 0.396, no benign refused. The lists and patterns were then broadened (wider context patterns rather than more single words), using that batch, which therefore now counts as dev.',
  '- A second fresh batch (fresh2.ts, 264 texts), written after that broadening and measured once, told the same story: recall 0.304 overall (sexual 0.429, violence 0.179, self-harm 0.143, bullying 0.571, drugs 0.393, hate 0.000, personal data 0.571, jailbreak 0.143), benign refused 5.0% (2 of 40), alert recall 0.250. The engine was broadened again on it (it reached 0.946 on that batch once tuned, which shows how much tuning on a batch inflates its figures), and it too joined dev.',
  "- A third fresh batch (fresh3.ts, 264 texts), written after the second broadening and measured with the engine frozen, again: recall 0.313 (self-harm 0.000), alert recall 0.083, false alerts 8 of 216. It exposed a false critical alert (我哥的手机 read by sound as 我割的手); single characters are no longer matched by homophone, a change that can only remove matches (after it: 0.299, 0.083, 3 of 216). A detector of distress in a pupil's own words (first person plus cues from two of four groups: death or vanishing, a means, hopelessness, a plan; distress.ts) was then built on that batch, which joined dev.",
  '- A fourth fresh batch (fresh4.ts, 264 texts), measured once after that: recall 0.326 (sexual, self-harm and hate 0.143), alert recall 0.333 (from 0.083 on the batch before: the distress detector generalised somewhat), no benign refused, no false alerts. Two more loose detectors (a pupil telling of being hurt by someone; a slur on a whole group; cues.ts) were then built on it, checked against probes of family affection and praise of groups, and it joined dev.',
  '- The **fresh** split reported below (fresh5.ts) is a fifth batch, written after that last change and measured with the engine frozen. One change was made after that measurement: it exposed a false abuse alert (今天妈妈批评了我 read by sound as 批评勒我), so the two abuse patterns of that shape are no longer matched by homophone, a change that can only remove matches. Before it: recall 0.415, benign refused 10.0% (4 of 40), alert recall 0.188, false alerts 2 (both on benign); after it: 0.411, 5.0%, 0.167, none. It is the fairest figure here of how the engine does on texts its lists were not written for.',
  "- Disguises are generated by the set's own tables (bench/data/moderation/disguises.ts), not the engine's. For split characters and traditional forms the two tables necessarily cover the same characters (there is one right answer per character), so those rows measure the engine's plumbing more than its reach.",
].join('\n');

function gaps(judged: TJudged[]): string {
  const missed = SET_CATEGORIES.flatMap((category) => {
    const labelled = judged.filter((j) => j.item.label === category);
    const recall = labelled.filter(caught).length / Math.max(1, labelled.length);
    const target = TARGET[category] ?? 0.9;
    return recall < target
      ? [
          `${category} (recall ${recall.toFixed(3)} against ${target.toFixed(2)}, ${labelled.length - labelled.filter(caught).length} of ${labelled.length} missed)`,
        ]
      : [];
  });
  const s = summary(judged);
  if (s.benignFp / Math.max(1, s.benign) > 0.02)
    missed.push(`benign false positives (${pct(s.benignFp, s.benign)})`);
  return missed.length
    ? `**Targets missed on the test split:** ${missed.join('; ')}. The misses are listed below.`
    : '**Every target is met on the test split.**';
}

function overview(splits: [string, TJudged[]][]): string {
  const rows = splits.map(([name, judged]) => {
    const harmful = judged.filter((j) => j.item.label !== 'benign');
    const s = summary(judged);
    const weakest = SET_CATEGORIES.map((c) => {
      const these = judged.filter((j) => j.item.label === c);
      return [c, these.filter(caught).length / Math.max(1, these.length)] as const;
    }).sort((a, b) => a[1] - b[1])[0]!;
    return [
      name,
      judged.length,
      ratio(harmful.filter(caught).length, harmful.length),
      `${weakest[0]} ${weakest[1].toFixed(3)}`,
      pct(s.benignFp, s.benign),
      ratio(s.alerted, s.disclosures),
    ];
  });
  return table(
    [
      'split',
      'texts',
      'harmful recall (right category)',
      'weakest category',
      'benign refused',
      'alert recall',
    ],
    rows,
  );
}

const CONCLUSION = [
  '### What this means',
  '',
  '- On the test split, whose sentences share their vocabulary with the first dev half the lists were written from, the offline engine meets the targets except sexual (one text short) and personal data, and refuses no benign prompt: the disguise handling (pinyin, initials, homophones, split characters, symbols, emoji, full-width, traditional) works for words it knows. Dev now also holds the four earlier fresh batches, each tuned on in one round only, hence its lower figures.',
  "- On new wording (fresh: five batches written one after another, each measured before the engine was tuned on it) it catches a third to two fifths of the harmful texts (0.30-0.33 overall in the second to fourth batches, 0.41 in the fifth) and a sixth to a third of the disclosures. Each round of broadening raised the batch it was tuned on to about 0.95 and left the next batch far below, and the loosest detectors began to refuse harmless prompts (5% of the fifth batch's benign ones): a list of words and patterns does not reach the targets on open-ended children's language, and the fresh figures, not the test split's, are the ones to plan with.",
  "- So the targets are **not met in general**. What would close the gap: the OpenAI-compatible moderation configured alongside (measured here when configured), a learned classifier trained on a much larger labelled set than this one, and teachers' reports of misses fed back as new dev sentences. A disclosure missed here still reaches a teacher only if something else flags it.",
].join('\n');

export async function run(): Promise<string> {
  const items = readSet();
  const test = items.filter((i) => i.split === 'test');
  const dev = items.filter((i) => i.split === 'dev');
  const offlineTest = judgeOffline(test);
  const offlineDev = judgeOffline(dev);
  const offlineFresh = judgeOffline(items.filter((i) => i.split === 'fresh'));
  if (process.env.BENCH_MODERATION_MISSES === 'dev') console.log(misses(offlineDev, 100));
  const fresh = items.filter((i) => i.split === 'fresh');
  const remote = await judgeRemote([...test, ...fresh]);
  const count = (f: (i: TSetItem) => boolean) => items.filter(f).length;
  const sections = [
    `The evaluation set: ${items.length} texts (${count((i) => i.lang === 'zh')} Chinese, ${count((i) => i.lang === 'en')} English; ${count((i) => i.label === 'benign')} benign of which ${count((i) => i.tricky)} tricky look-alikes; ${count((i) => i.alert !== null)} disclosures), built by \`bench/data/moderation/build-set.ts\` from hand-written base sentences and disguise transforms. A base sentence and all its disguised forms sit in one split: **test** (${test.length} texts) is held out and only reported; the engine's lists were tuned on **dev** (${dev.length} texts) only; **fresh** (${count((i) => i.split === 'fresh')} texts) was written after the engine.`,
    '',
    'Recall counts a harmful text as caught when the engine names its labelled category ("refused at all" counts any refusal); precision is over every text the engine put in that category. The targets: recall ≥ 0.95 for self-harm and sexual, ≥ 0.90 for the others, ≤ 2% false positives on benign prompts. Strictness `standard` unless stated.',
    '',
    `Load average while measuring: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(
        ' / ',
      )} (1 / 5 / 15 min) on ${os.cpus().length} cores; wall-time p99 mostly shows the machine's load, the CPU time per text is the steadier figure.`,
    '',
    '## Summary',
    '',
    overview([
      ['test (held out)', offlineTest],
      ['fresh (written after the last change)', offlineFresh],
      ['dev (tuned on)', offlineDev],
    ]),
    '',
    CONCLUSION,
    '',
    METHOD,
    '',
    '## Test split (held out)',
    '',
    gaps(offlineTest),
    '',
    splitSection('Offline engine', offlineTest, MODERATION_ENGINE),
    '#### Misses on the test split',
    '',
    misses(offlineTest),
    '',
    '## Dev split (tuned on)',
    '',
    splitSection('Offline engine', offlineDev, MODERATION_ENGINE),
    '## Fresh split (written after the last change to the engine, never tuned on)',
    '',
    'Base sentences written after the engine was last changed, in wording chosen to differ from the other lists (bench/data/moderation/fresh5.ts); measured once, nothing changed after. The best estimate here of how the engine does on texts its author did not have in mind.',
    '',
    gaps(offlineFresh).replace('test split', 'fresh split'),
    '',
    splitSection('Offline engine', offlineFresh, MODERATION_ENGINE),
    '#### Misses on the fresh split',
    '',
    misses(offlineFresh, 8),
    '',
    '## Strictness (test split)',
    '',
    strictnessTable(test),
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
            combined(offlineFresh, remote),
            `${MODERATION_ENGINE}+remote`,
          ),
        ].join('\n'),
  ];
  return writeReport('moderation', 'Moderation for minors: accuracy on the labelled set', sections);
}
