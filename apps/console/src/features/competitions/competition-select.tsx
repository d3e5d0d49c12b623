import { competitionMngEndpoints } from '@haoduo/contract';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../shared/api';

export const COMPETITIONS_KEY = ['competitions'] as const;

interface TCompetitionSelectProps {
  value?: number;
  onChange?: (value: number | undefined) => void;
  allowClear?: boolean;
  style?: React.CSSProperties;
}

/** A competition by name (the 100 newest by sort score), for filters and the judging pages. */
export function CompetitionSelect({ value, onChange, allowClear, style }: TCompetitionSelectProps) {
  const { t } = useTranslation();
  const list = useQuery(
    apiClient.query(
      competitionMngEndpoints.page,
      { currentPage: 1, pageSize: 100 },
      COMPETITIONS_KEY,
    ),
  );
  return (
    <Select
      aria-label={t('competitions.judge.pickCompetition')}
      placeholder={t('competitions.judge.pickCompetition')}
      value={value}
      onChange={onChange}
      allowClear={allowClear}
      showSearch
      optionFilterProp="label"
      loading={list.isLoading}
      style={{ minWidth: 260, ...style }}
      options={(list.data?.list ?? []).map((c) => ({ value: c.id, label: c.name }))}
    />
  );
}
