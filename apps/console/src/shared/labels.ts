import { i18n } from './i18n';
import type { TCatalogue } from './i18n/locales/zh-cn';

/**
 * Labels of contract values the back office shows, in the current language (call them while
 * rendering, in a component that called useTranslation, so a language switch redraws them).
 */

export type TLabelSet = keyof TCatalogue['labels'];

/** The label of a value (`labelOf('classStatus', 60)` → 开班中); the value itself if unknown. */
export function labelOf(set: TLabelSet, value: string | number): string {
  const key = `labels.${set}.${value}`;
  return i18n.exists(key) ? (i18n.t as (k: string) => string)(key) : String(value);
}

/** Select options of a set of numeric values, in the order given (default: the set's). */
export function labelOptions(set: TLabelSet, values?: readonly number[]) {
  const all =
    values ??
    Object.keys(i18n.getResource('zh_CN', 'translation', `labels.${set}`) as object).map(Number);
  return all.map((value) => ({ value, label: labelOf(set, value) }));
}

/** Select options of text values (`dataScope`, `maskedField`), in the order given. */
export function textLabelOptions<T extends string>(set: TLabelSet, values: readonly T[]) {
  return values.map((value) => ({ value, label: labelOf(set, value) }));
}

/** Tool tiles in the learner site's order. */
export const TOOL_TYPES: readonly number[] = [11, 14, 13, 12, 15, 6, 31, 41];

export const CLASS_STATUS_COLOURS: Readonly<Record<number, string>> = {
  10: 'blue',
  60: 'green',
  100: 'default',
  99: 'red',
  110: 'gold',
};

export function classStatusLabel(status: number): string {
  return labelOf('classStatus', status);
}

/** Options of a select from a label record. */
export function optionsOf(labels: Readonly<Record<number, string>>) {
  return Object.entries(labels).map(([value, label]) => ({ value: Number(value), label }));
}

/** 2026-11-26T08:00:00+08:00 → 2026-11-26 08:00 (the time as written, without seconds). */
export function formatTime(value: string | null | undefined): string {
  if (!value) return '-';
  return value.replace('T', ' ').slice(0, 16);
}
