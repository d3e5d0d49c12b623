import { DATA_SCOPE_LABELS, MASKED_FIELD_LABELS, STAFF_TYPE_LABELS } from '@haoduo/contract';
import { optionsOf } from '../../shared/labels';

/** Query keys of the staff pages; writes invalidate them. */
export const STAFF_USERS_KEY = ['staff-users'] as const;
export const ROLES_KEY = ['roles'] as const;
export const ROLE_PACKAGES_KEY = ['role-packages'] as const;

const textOptions = <T extends string>(labels: Readonly<Record<T, string>>) =>
  (Object.entries(labels) as [T, string][]).map(([value, label]) => ({ value, label }));

export const STAFF_TYPE_OPTIONS = optionsOf(STAFF_TYPE_LABELS);
export const DATA_SCOPE_OPTIONS = textOptions(DATA_SCOPE_LABELS);
export const MASK_OPTIONS = textOptions(MASKED_FIELD_LABELS);
