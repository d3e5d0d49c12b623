import { competitionJudgingEndpoints as e, staffUserEndpoints } from '@haoduo/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Modal, Select, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../shared/api';
import { Can, usePermission } from '../../shared/permissions';
import { useResourceMutation } from '../../shared/resource';

export const AWARDS_KEY = ['competition-awards'] as const;

/** 评委: the competition's judges and how many works each scored; 设置评委 (staff users). */
export function JudgesCard({ competitionId }: { competitionId: number }) {
  const { t } = useTranslation();
  const judges = useQuery(apiClient.query(e.judges, { competitionId }, AWARDS_KEY));
  const [editing, setEditing] = useState<number[] | null>(null);
  const [keyword, setKeyword] = useState('');
  const canList = usePermission('staff-user:page');
  const staff = useQuery({
    ...apiClient.query(
      staffUserEndpoints.page,
      { currentPage: 1, pageSize: 50, keyword: keyword || undefined },
      AWARDS_KEY,
    ),
    enabled: editing !== null && canList,
  });
  const assign = useResourceMutation(e.assignJudges, {
    invalidate: [AWARDS_KEY],
    successText: t('done.saved'),
  });
  const options = [
    ...(judges.data ?? []).map((j) => ({ value: j.userId, label: j.name })),
    ...(staff.data?.list ?? []).map((s) => ({ value: s.userId, label: s.name })),
  ].filter((o, i, all) => all.findIndex((x) => x.value === o.value) === i);

  return (
    <Card
      size="small"
      title={t('competitions.awards.judges')}
      extra={
        <Can permission="competition-judging:assign">
          <Button onClick={() => setEditing((judges.data ?? []).map((j) => j.userId))}>
            {t('competitions.awards.assignJudges')}
          </Button>
        </Can>
      }
    >
      {(judges.data ?? []).map((j) => (
        <Tag key={j.userId}>
          {j.name}（{j.scoredCount}）
        </Tag>
      ))}
      <Modal
        open={editing !== null}
        title={t('competitions.awards.assignJudges')}
        confirmLoading={assign.isPending}
        onCancel={() => setEditing(null)}
        onOk={async () => {
          await assign.mutateAsync({ competitionId, judgeUserIds: editing ?? [] });
          setEditing(null);
        }}
      >
        <Select
          mode="multiple"
          aria-label={t('competitions.awards.judgeUsers')}
          style={{ width: '100%' }}
          value={editing ?? []}
          onChange={setEditing}
          onSearch={setKeyword}
          filterOption={false}
          showSearch
          options={options}
        />
      </Modal>
    </Card>
  );
}
