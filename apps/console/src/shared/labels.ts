import { CLASS_STATUS_LABELS, type TClassStatus } from '@haoduo/contract';

/** Labels of contract values the back office shows (tool tiles as the learner site names them). */

export const TOOL_TYPE_LABELS: Readonly<Record<number, string>> = {
  11: '语言大模型',
  14: '视频大模型',
  13: '音乐大模型',
  12: '绘画大模型',
  15: '3D大模型',
  6: '智能体',
  31: 'AI工坊',
  41: 'AI硬件',
};

export const SERVICE_TYPE_LABELS: Readonly<Record<number, string>> = {
  1: '大模型创作',
  2: '智能体',
  3: 'AI工坊',
  4: 'AI硬件',
};

export const CLASS_STATUS_COLOURS: Readonly<Record<number, string>> = {
  10: 'blue',
  60: 'green',
  100: 'default',
  99: 'red',
  110: 'gold',
};

export function classStatusLabel(status: number): string {
  return CLASS_STATUS_LABELS[status as TClassStatus] ?? String(status);
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
