import {
  SAFETY_HISTORY_FLAGS,
  SAFETY_TOOLS,
  type TSafetyHistoryFlag,
  type TSafetyTool,
} from '@haoduo/contract';
import { DatePicker } from 'antd';
import { useTranslation } from 'react-i18next';
import { dayjs } from '../../../../shared/i18n/dayjs';
import { Segmented } from '../../../../shared/ui/segmented';
import { Select } from '../../../../shared/ui/select';
import type { THistoryFilters } from '../../api/history';
import { useSafetyLabels } from '../../model/labels';
import styles from './class-history.module.css';

const DATE = 'YYYY-MM-DD';

export type THistoryFilterValues = Omit<THistoryFilters, 'currentPage' | 'pageSize'>;

interface THistoryFiltersProps {
  value: THistoryFilterValues;
  pupils: ReadonlyArray<{ studentId: number; studentName: string }>;
  onChange: (next: THistoryFilterValues) => void;
}

/** The history's filters: pupil, tool, what to show (all, flagged, refused, alerts), dates. */
export function HistoryFilters({ value, pupils, onChange }: THistoryFiltersProps) {
  const { t } = useTranslation();
  const labels = useSafetyLabels();
  const set = (patch: Partial<THistoryFilterValues>) => onChange({ ...value, ...patch });
  return (
    <div className={styles.filters} role="search" aria-label={t('common.search')}>
      <Segmented<TSafetyHistoryFlag>
        aria-label={t('safety.history.flag')}
        value={value.flag}
        onChange={(flag) => set({ flag })}
        options={SAFETY_HISTORY_FLAGS.map((flag) => ({
          value: flag,
          label: t(`safety.flag.${flag}`),
        }))}
      />
      <Select<number | 'all'>
        aria-label={t('safety.history.pupil')}
        size="large"
        className={styles.select}
        value={value.studentId ?? 'all'}
        onChange={(studentId) => set({ studentId: studentId === 'all' ? undefined : studentId })}
        options={[
          { value: 'all', label: t('safety.history.allPupils') },
          ...pupils.map((pupil) => ({ value: pupil.studentId, label: pupil.studentName })),
        ]}
        data-testid="history-pupil"
      />
      <Select<TSafetyTool | 'all'>
        aria-label={t('safety.history.tool')}
        size="large"
        className={styles.select}
        value={value.tool ?? 'all'}
        onChange={(tool) => set({ tool: tool === 'all' ? undefined : tool })}
        options={[
          { value: 'all', label: t('safety.history.allTools') },
          ...SAFETY_TOOLS.map((tool) => ({ value: tool, label: labels.tool(tool) })),
        ]}
        data-testid="history-tool"
      />
      <DatePicker.RangePicker
        size="large"
        aria-label={t('safety.history.datesLabel')}
        className={styles.dates}
        allowEmpty={[true, true]}
        value={[
          value.dateFrom ? dayjs(value.dateFrom) : null,
          value.dateTo ? dayjs(value.dateTo) : null,
        ]}
        disabledDate={(day) => day.isAfter(dayjs(), 'day')}
        onChange={(range) =>
          set({
            dateFrom: range?.[0]?.format(DATE) ?? undefined,
            dateTo: range?.[1]?.format(DATE) ?? undefined,
          })
        }
      />
    </div>
  );
}
