import { i18n } from '../../../shared/i18n';
import { labelOptions } from '../../../shared/labels';

/** Options of the points filters, in the current language (call them while rendering). */
export const ownerTypeOptions = () => labelOptions('aiPointOwner');
export const pointTypeOptions = () => labelOptions('aiPointType');
export const ruleTypeOptions = () => labelOptions('aiPointRule');
export const accountTypeOptions = () => [
  { value: 1, label: i18n.t('aiPoints.teacher') },
  { value: 2, label: i18n.t('aiPoints.pupil') },
];

/** A change of points as shown: +20 / -3. */
export function signed(points: number): string {
  return points > 0 ? `+${points}` : String(points);
}
