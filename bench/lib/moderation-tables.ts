// Tables of the moderation benchmark's report (bench/moderation.bench.ts).
import type { TModerationVerdict } from '../../apps/server/src/providers/ai/ports';
import { DISGUISES } from '../data/moderation/disguises';
import { SET_CATEGORIES, type TSetItem } from '../data/moderation/types';
import { table } from './report';

export interface TJudged {
  item: TSetItem;
  verdict: TModerationVerdict;
  ms: number;
}

export const TARGET: Record<string, number> = { 'self-harm': 0.95, sexual: 0.95 };
export const pct = (n: number, d: number) => (d === 0 ? '–' : `${((100 * n) / d).toFixed(1)}%`);
export const ratio = (n: number, d: number) => (d === 0 ? '–' : (n / d).toFixed(3));
export const caught = (j: TJudged) => (j.verdict.categories as string[]).includes(j.item.label);
export const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] ??
  NaN;

/** CPU milliseconds per text of an offline run (steadier than wall time on a busy machine). */
export const cpuPerText = new WeakMap<TJudged[], number>();

export function categoryTable(judged: TJudged[]): string {
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

export function disguiseTable(judged: TJudged[]): string {
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

export function languageTable(judged: TJudged[]): string {
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

export function summary(judged: TJudged[]) {
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

export function splitSection(title: string, judged: TJudged[], engine: string): string {
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

export function misses(judged: TJudged[], limit = 6): string {
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

export function gaps(judged: TJudged[]): string {
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

export function overview(splits: [string, TJudged[]][]): string {
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

/** Precision, recall and F1 of one category (or, for 'overall', micro-averaged over all). */
export function prf(judged: TJudged[], category: string | 'overall') {
  const cats = category === 'overall' ? [...SET_CATEGORIES] : [category];
  let tp = 0;
  let predicted = 0;
  let actual = 0;
  for (const c of cats) {
    const labelled = judged.filter((j) => j.item.label === c);
    actual += labelled.length;
    tp += labelled.filter(caught).length;
    predicted += judged.filter((j) => (j.verdict.categories as string[]).includes(c)).length;
  }
  const p = predicted ? tp / predicted : NaN;
  const r = actual ? tp / actual : NaN;
  return { p, r, f1: p + r > 0 ? (2 * p * r) / (p + r) : 0 };
}

const f3 = (x: number) => (Number.isNaN(x) ? '–' : x.toFixed(3));

/** Rules only against rules + classifier, per category and overall, on one split. */
export function compareTable(rules: TJudged[], both: TJudged[]): string {
  const rows = [...SET_CATEGORIES, 'overall' as const].map((c) => {
    const a = prf(rules, c);
    const b = prf(both, c);
    return [
      c === 'overall' ? '**overall (micro)**' : c,
      f3(a.p),
      f3(a.r),
      f3(a.f1),
      f3(b.p),
      f3(b.r),
      f3(b.f1),
    ];
  });
  const fp = (judged: TJudged[]) => {
    const s = summary(judged);
    return `${pct(s.benignFp, s.benign)} (${s.benignFp} of ${s.benign})`;
  };
  const alerts = (judged: TJudged[]) => {
    const s = summary(judged);
    return `${ratio(s.alerted, s.disclosures)} (false ${s.falseAlerts})`;
  };
  rows.push(['harmless refused', fp(rules), '', '', fp(both), '', '']);
  rows.push(['alert recall', alerts(rules), '', '', alerts(both), '', '']);
  return table(
    [
      'category',
      'rules P',
      'rules R',
      'rules F1',
      '+classifier P',
      '+classifier R',
      '+classifier F1',
    ],
    rows,
  );
}

/** One line per split: overall P/R/F1, harmless refused and alert recall, for both engines. */
export function headlineTable(splits: [string, TJudged[], TJudged[]][]): string {
  const rows = splits.flatMap(([name, rules, both]) =>
    (
      [
        ['rules only', rules],
        ['rules + classifier', both],
      ] as const
    ).map(([engine, judged]) => {
      const o = prf(judged, 'overall');
      const s = summary(judged);
      return [
        name,
        engine,
        f3(o.p),
        f3(o.r),
        f3(o.f1),
        `${pct(s.benignFp, s.benign)} (${s.benignFp}/${s.benign})`,
        ratio(s.alerted, s.disclosures),
      ];
    }),
  );
  return table(
    ['split', 'engine', 'precision', 'recall', 'F1', 'harmless refused', 'alert recall'],
    rows,
  );
}
