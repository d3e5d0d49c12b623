import { i18n } from '../i18n';
import { ClassSelect, SchoolSelect, SemesterSelect } from '../pickers';
import type { TFilterField, TFilterOption } from './filter-bar';
import { enabledOptions } from './status-tag';

/**
 * Filters many list pages share, in the current language (build them while rendering):
 * `filters={[presetFilters.school(), presetFilters.status('status'), …]}`.
 */
export const presetFilters = {
  school: (): TFilterField<'schoolId'> => ({
    name: 'schoolId',
    label: i18n.t('fields.school'),
    type: 'custom',
    render: () => <SchoolSelect />,
  }),
  class: (): TFilterField<'classId'> => ({
    name: 'classId',
    label: i18n.t('fields.class'),
    type: 'custom',
    render: () => <ClassSelect />,
  }),
  /** A semester picker for the query field `name` (semesterId, platformSemesterId). */
  semester: <TName extends string>(name: TName): TFilterField<TName> => ({
    name,
    label: i18n.t('fields.semester'),
    type: 'custom',
    render: () => <SemesterSelect />,
  }),
  keyword: (placeholder: string, width = 150): TFilterField<'keyword'> => ({
    name: 'keyword',
    label: i18n.t('fields.keyword'),
    type: 'text',
    placeholder,
    width,
  }),
  /** 状态: 启用 / 停用 unless other options are given. */
  status: <TName extends string>(
    name: TName,
    options: readonly TFilterOption[] = enabledOptions(),
    width = 110,
  ): TFilterField<TName> => ({
    name,
    label: i18n.t('fields.status'),
    type: 'select',
    options,
    width,
  }),
};
