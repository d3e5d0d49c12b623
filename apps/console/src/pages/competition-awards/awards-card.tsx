import { awardEndpoints, CompetitionMessages } from '@haoduo/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Input, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../shared/api';
import { Can } from '../../shared/permissions';
import { RowActions, useResourceMutation } from '../../shared/resource';
import { AWARDS_KEY } from './judges-card';

/** 奖项设置: the competition's awards (一等奖, ...), with how many works hold each. */
export function AwardsCard({ competitionId }: { competitionId: number }) {
  const { t } = useTranslation();
  const awards = useQuery(apiClient.query(awardEndpoints.list, { competitionId }, AWARDS_KEY));
  const [name, setName] = useState('');
  const add = useResourceMutation(awardEndpoints.add, {
    invalidate: [AWARDS_KEY],
    successText: t('done.saved'),
  });
  const remove = useResourceMutation(awardEndpoints.delete, {
    invalidate: [AWARDS_KEY],
    successText: t('done.deleted'),
  });
  return (
    <Card
      size="small"
      title={t('competitions.awards.awardList')}
      extra={
        <Can permission="award:add">
          <Space.Compact>
            <Input
              aria-label={t('competitions.awards.awardName')}
              placeholder={CompetitionMessages.AWARD_NAME_REQUIRED}
              value={name}
              maxLength={30}
              onChange={(event) => setName(event.target.value)}
            />
            <Button
              type="primary"
              disabled={!name.trim()}
              onClick={() =>
                void add
                  .mutateAsync({ competitionId, name: name.trim() })
                  .then(() => setName(''))
                  .catch(() => {})
              }
            >
              {t('competitions.awards.addAward')}
            </Button>
          </Space.Compact>
        </Can>
      }
    >
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        loading={awards.isLoading}
        dataSource={awards.data ?? []}
        columns={[
          { key: 'name', title: t('competitions.awards.awardName'), dataIndex: 'name' },
          {
            key: 'worksCount',
            title: t('competitions.awards.worksCount'),
            dataIndex: 'worksCount',
            align: 'right',
          },
          {
            key: 'actions',
            title: t('fields.actions'),
            render: (_, award) => (
              <RowActions
                actions={[
                  {
                    key: 'delete',
                    label: t('actions.delete'),
                    permission: 'award:delete',
                    danger: true,
                    visible: award.worksCount === 0,
                    confirm: {
                      title: t('competitions.awards.deleteAwardTitle', { name: award.name }),
                    },
                    onClick: () => remove.mutateAsync({ id: award.id }),
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
