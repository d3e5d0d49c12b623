import {
  COMPETITION_PHASES,
  competitionMngEndpoints as e,
  ReleaseStatus,
  type TCompetitionMngItem,
} from '@haoduo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { COMPETITIONS_KEY, PhaseTag, ReleaseTag } from '../../features/competitions';
import { formatTime, labelOptions, textLabelOptions } from '../../shared/labels';
import { ResourcePage, useResourceMutation } from '../../shared/resource';
import { CompetitionFormDrawer } from './competition-form-drawer';
import { WinnersUrlModal } from './winners-url-modal';

/** 赛事管理: create and edit competitions, release, take offline, publish the winners. */
export function CompetitionsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const invalidate = [COMPETITIONS_KEY];
  const [winnersOf, setWinnersOf] = useState<number | null>(null);
  const release = useResourceMutation(e.release, {
    invalidate,
    successText: t('competitions.released'),
  });
  const offline = useResourceMutation(e.offline, {
    invalidate,
    successText: t('competitions.offlined'),
  });
  const publish = useResourceMutation(e.publishWinners, {
    invalidate,
    successText: t('done.saved'),
  });
  const times = (from: string, to: string) => `${formatTime(from)} ~ ${formatTime(to)}`;

  return (
    <>
      <ResourcePage
        tableId="competitions"
        title={t('competitions.list')}
        endpoint={e.page}
        queryKey={COMPETITIONS_KEY}
        rowKey="id"
        actionsWidth={260}
        filters={[
          { name: 'name', label: t('competitions.fields.name'), type: 'text', width: 160 },
          {
            name: 'releaseStatus',
            label: t('competitions.fields.releaseStatus'),
            type: 'select',
            options: labelOptions('releaseStatus'),
            width: 120,
          },
          {
            name: 'phase',
            label: t('competitions.fields.phase'),
            type: 'select',
            options: textLabelOptions('competitionPhase', COMPETITION_PHASES),
            width: 120,
          },
        ]}
        columns={[
          { key: 'name', title: t('competitions.fields.name'), dataIndex: 'name' },
          { key: 'sponsor', title: t('competitions.fields.sponsor'), dataIndex: 'sponsor' },
          {
            key: 'suitDistrict',
            title: t('competitions.fields.suitDistrict'),
            dataIndex: 'suitDistrict',
          },
          {
            key: 'phase',
            title: t('competitions.fields.phase'),
            dataIndex: 'phase',
            render: (_: unknown, c: TCompetitionMngItem) => <PhaseTag phase={c.phase} />,
          },
          {
            key: 'releaseStatus',
            title: t('competitions.fields.releaseStatus'),
            dataIndex: 'releaseStatus',
            render: (status: number) => <ReleaseTag status={status} />,
          },
          {
            key: 'registrationStartTm',
            title: t('competitions.fields.registrationTm'),
            dataIndex: 'registrationStartTm',
            sorter: true,
            render: (_: unknown, c: TCompetitionMngItem) =>
              times(c.registrationStartTm, c.registrationEndTm),
          },
          {
            key: 'competitionTm',
            title: t('competitions.fields.competitionTm'),
            dataIndex: 'competitionStartTm',
            render: (_: unknown, c: TCompetitionMngItem) =>
              times(c.competitionStartTm, c.competitionEndTm),
          },
          {
            key: 'counts',
            title: t('competitions.fields.counts'),
            dataIndex: 'registrationCount',
            align: 'right',
            render: (_: unknown, c: TCompetitionMngItem) =>
              `${c.registrationCount} / ${c.worksCount}`,
          },
          {
            key: 'sortScore',
            title: t('competitions.fields.sortScore'),
            dataIndex: 'sortScore',
            sorter: true,
            align: 'right',
          },
        ]}
        rowActions={(c, page) => [
          {
            key: 'edit',
            label: t('actions.edit'),
            permission: 'competition:modify',
            onClick: () => page.edit(c),
          },
          {
            key: 'release',
            label: t('competitions.release'),
            permission: 'competition:release',
            visible: c.releaseStatus !== ReleaseStatus.RELEASED,
            confirm: {
              title: t('competitions.releaseTitle', { name: c.name }),
              content: t('competitions.releaseContent'),
              danger: false,
            },
            onClick: () => release.mutateAsync({ id: c.id }),
          },
          {
            key: 'offline',
            label: t('competitions.offline'),
            permission: 'competition:offline',
            visible: c.releaseStatus === ReleaseStatus.RELEASED,
            danger: true,
            confirm: {
              title: t('competitions.offlineTitle', { name: c.name }),
              content: t('competitions.offlineContent'),
            },
            onClick: () => offline.mutateAsync({ id: c.id }),
          },
          {
            key: 'registrations',
            label: t('competitions.registrationsOfCompetition'),
            permission: 'competition-registration:page',
            onClick: () => navigate(`/competition-registrations?competitionId=${c.id}`),
          },
          {
            key: 'judging',
            label: t('competitions.judging'),
            permission: 'competition-judging:ranking',
            onClick: () => navigate(`/competition-awards?competitionId=${c.id}`),
          },
          {
            key: 'publish',
            label: c.winnersPublished
              ? t('competitions.withdrawWinners')
              : t('competitions.publishWinners'),
            permission: 'competition:publish-winners',
            onClick: () => publish.mutateAsync({ id: c.id, published: !c.winnersPublished }),
          },
          {
            key: 'winners',
            label: t('competitions.uploadWinners'),
            permission: 'competition:upload-winners-url',
            onClick: () => setWinnersOf(c.id),
          },
        ]}
        create={{ label: t('competitions.add'), permission: 'competition:add' }}
        drawer={({ open, row, onClose }) => (
          <CompetitionFormDrawer open={open} competition={row} onClose={onClose} />
        )}
      />
      <WinnersUrlModal competitionId={winnersOf} onClose={() => setWinnersOf(null)} />
    </>
  );
}
