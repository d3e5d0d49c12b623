import {
  AUDIT_STATUS_LABELS,
  WORK_TYPE_LABELS,
  worksStateOf,
  type TStudentWorksItem,
  type TWorksState,
} from '@haoduo/contract';
import { ThemeColour } from '@haoduo/ui';

/**
 * What a reviewer sees of a work's state: its label, the antd tag colour, and the solid colour
 * of the tag over a cover (white text on it reaches 4.5:1).
 */
export const WORKS_STATE_TAGS: Record<
  TWorksState,
  { label: string; color: string; solid: string }
> = {
  draft: { label: '草稿', color: 'default', solid: '#595959' },
  rejected: {
    label: AUDIT_STATUS_LABELS[2] ?? '审核不通过',
    color: 'error',
    solid: ThemeColour.dangerText,
  },
  pending: { label: '待审核', color: 'processing', solid: ThemeColour.primaryText },
  published: { label: '已发布', color: 'success', solid: ThemeColour.successText },
  offline: { label: '已下架', color: 'warning', solid: ThemeColour.goldText },
};

/** The solid colour of the 推荐 tag over a cover. */
export const RECOMMEND_SOLID = ThemeColour.warningText;

export function stateTagOf(work: Pick<TStudentWorksItem, 'status' | 'auditStatus'>) {
  return WORKS_STATE_TAGS[worksStateOf(work)];
}

export function typeLabelOf(type: number): string {
  return WORK_TYPE_LABELS[type as keyof typeof WORK_TYPE_LABELS] ?? `类型${type}`;
}

export const WORK_TYPE_OPTIONS = Object.entries(WORK_TYPE_LABELS).map(([value, label]) => ({
  value: Number(value),
  label,
}));

export const WORKS_STATUS_OPTIONS = [
  { value: 1, label: '待审核' },
  { value: 2, label: '已发布' },
  { value: 3, label: '已下架' },
  { value: 0, label: '草稿' },
];

export const AUDIT_STATUS_OPTIONS = Object.entries(AUDIT_STATUS_LABELS).map(([value, label]) => ({
  value: Number(value),
  label,
}));

/** Wire times (ISO 8601) as the back office shows them: 2026-11-26 14:03. */
export function formatTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const parts = new Intl.DateTimeFormat('zh-CN', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`;
}
