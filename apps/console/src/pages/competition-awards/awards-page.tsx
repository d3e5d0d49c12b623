import { Empty, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CompetitionSelect } from '../../features/competitions';
import { AwardsCard } from './awards-card';
import { JudgesCard } from './judges-card';
import { RankingCard } from './ranking-card';

/** 评审与获奖: a competition's judges, awards and ranking (turned into awards here). */
export function CompetitionAwardsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [competitionId, setCompetitionId] = useState<number | undefined>(
    Number(params.get('competitionId')) || undefined,
  );
  const pick = (id: number | undefined) => {
    setCompetitionId(id);
    setParams(id ? { competitionId: String(id) } : {}, { replace: true });
  };
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <CompetitionSelect value={competitionId} onChange={pick} />
      {competitionId ? (
        <>
          <JudgesCard competitionId={competitionId} />
          <AwardsCard competitionId={competitionId} />
          <RankingCard competitionId={competitionId} />
        </>
      ) : (
        <Empty description={t('competitions.judge.pickCompetition')} />
      )}
    </Space>
  );
}
