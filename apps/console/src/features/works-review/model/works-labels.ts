import { worksStateOf, type TStudentWorksItem, type TWorksState } from '@haoduo/contract';
import { ThemeColour } from '@haoduo/ui';
import { i18n } from '../../../shared/i18n';
import { labelOf, labelOptions } from '../../../shared/labels';

/**
 * What a reviewer sees of a work's state: its label, the antd tag colour, and the solid colour
 * of the tag over a cover (white text on it reaches 4.5:1).
 */
export const WORKS_STATE_TAGS: Record<TWorksState, { color: string; solid: string }> = {
  draft: { color: 'default', solid: '#595959' },
  rejected: { color: 'error', solid: ThemeColour.dangerText },
  pending: { color: 'processing', solid: ThemeColour.primaryText },
  published: { color: 'success', solid: ThemeColour.successText },
  offline: { color: 'warning', solid: ThemeColour.goldText },
};

/** The solid colour of the 推荐 tag over a cover. */
export const RECOMMEND_SOLID = ThemeColour.warningText;

export function stateTagOf(work: Pick<TStudentWorksItem, 'status' | 'auditStatus'>) {
  const state = worksStateOf(work);
  return { ...WORKS_STATE_TAGS[state], label: i18n.t(`works.state.${state}`) };
}

export function typeLabelOf(type: number): string {
  const label = labelOf('workType', type);
  return label === String(type) ? i18n.t('works.typeN', { type }) : label;
}

/** Options of the works filters, in the current language (call them while rendering). */
export const workTypeOptions = () => labelOptions('workType');
export const worksStatusOptions = () => labelOptions('worksStatus', [1, 2, 3, 0]);
export const auditStatusOptions = () => labelOptions('auditStatus');

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
