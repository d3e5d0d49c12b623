import {
  AI_POINT_OWNER_LABELS,
  AI_POINT_RULE_LABELS,
  AI_POINT_TYPE_LABELS,
} from '@haoduo/contract';
import { optionsOf } from '../../../shared/labels';

export const OWNER_TYPE_OPTIONS = optionsOf(AI_POINT_OWNER_LABELS);
export const POINT_TYPE_OPTIONS = optionsOf(AI_POINT_TYPE_LABELS);
export const RULE_TYPE_OPTIONS = optionsOf(AI_POINT_RULE_LABELS);
export const ACCOUNT_TYPE_OPTIONS = [
  { value: 1, label: '教师' },
  { value: 2, label: '学生' },
];

/** A change of points as shown: +20 / -3. */
export function signed(points: number): string {
  return points > 0 ? `+${points}` : String(points);
}
