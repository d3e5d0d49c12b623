import {
  awardEndpoints,
  awardWorksRelEndpoints,
  competitionJudgingEndpoints as e,
  type TRankingItem,
} from '@haoduo/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Select, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../shared/api';
import { usePermission } from '../../shared/permissions';
import { RowActions, useResourceMutation } from '../../shared/resource';
import { AWARDS_KEY } from './judges-card';

/** 评审排名: works by the judges' average score; staff give an award from here. */
export function RankingCard({ competitionId }: { competitionId: number }) {
  const { t } = useTranslation();
  const ranking = useQuery(apiClient.query(e.ranking, { competitionId }, AWARDS_KEY));
  const awards = useQuery(apiClient.query(awardEndpoints.list, { competitionId }, AWARDS_KEY));
  const canAward = usePermission('award-works:add');
  const give = useResourceMutation(awardWorksRelEndpoints.addAwardRel, {
    invalidate: [AWARDS_KEY],
    successText: t('done.saved'),
  });
  const cancel = useResourceMutation(awardWorksRelEndpoints.cancelAwardRel, {
    invalidate: [AWARDS_KEY],
    successText: t('done.saved'),
  });
  return (
    <Card size="small" title={t('competitions.awards.ranking')}>
      <Table<TRankingItem>
        rowKey="worksId"
        size="small"
        pagination={false}
        loading={ranking.isLoading}
        dataSource={ranking.data ?? []}
        columns={[
          { key: 'rank', title: t('competitions.awards.rank'), dataIndex: 'rank', width: 70 },
          { key: 'code', title: t('competitions.judge.code'), dataIndex: 'code' },
          { key: 'worksName', title: t('competitions.judge.worksName'), dataIndex: 'worksName' },
          {
            key: 'studentName',
            title: t('competitions.reg.studentName'),
            dataIndex: 'studentName',
          },
          { key: 'schoolName', title: t('competitions.reg.school'), dataIndex: 'schoolName' },
          { key: 'group', title: t('competitions.reg.group'), dataIndex: 'registrationGroup' },
          {
            key: 'average',
            title: t('competitions.awards.average'),
            dataIndex: 'averageScore',
            align: 'right',
            render: (value: number | null) => value ?? '—',
          },
          {
            key: 'scoreCount',
            title: t('competitions.awards.scoreCount'),
            dataIndex: 'scoreCount',
            align: 'right',
          },
          {
            key: 'award',
            title: t('competitions.awards.award'),
            width: 180,
            render: (_, item) =>
              canAward ? (
                <Select
                  aria-label={`${t('competitions.awards.giveAward')} ${item.code}`}
                  placeholder={t('competitions.awards.chooseAward')}
                  style={{ width: 160 }}
                  value={item.awardId ?? undefined}
                  options={(awards.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
                  onChange={(awardId: number) =>
                    void give.mutateAsync({ awardId, worksIds: [item.worksId] }).catch(() => {})
                  }
                />
              ) : item.awardName ? (
                <Tag color="gold">{item.awardName}</Tag>
              ) : (
                t('competitions.awards.noAward')
              ),
          },
          {
            key: 'actions',
            title: t('fields.actions'),
            render: (_, item) => (
              <RowActions
                actions={[
                  {
                    key: 'cancel',
                    label: t('competitions.awards.cancelAward'),
                    permission: 'award-works:cancel',
                    visible: item.awardId !== null,
                    onClick: () =>
                      cancel.mutateAsync({ awardId: item.awardId!, worksIds: [item.worksId] }),
                  },
                ]}
              />
            ),
          },
        ]}
      />
    </Card>
  );
}
