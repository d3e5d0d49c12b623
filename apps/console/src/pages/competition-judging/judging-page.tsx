import { competitionJudgingEndpoints as e, type TBlindWorks } from '@haoduo/contract';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Empty,
  Input,
  InputNumber,
  Select,
  Space,
  Table,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../shared/api';
import { useResourceMutation } from '../../shared/resource';
import { JudgePreviewDrawer } from './judge-preview';

export const JUDGING_KEY = ['competition-judging'] as const;

/** 作品评审: a judge's competitions and their works, blind (codes, no names, schools, regions). */
export function CompetitionJudgingPage() {
  const { t } = useTranslation();
  const mine = useQuery(apiClient.query(e.myCompetitions, undefined, JUDGING_KEY));
  // A link (as the registrations export writes) may name the competition and an entry to open.
  const [params] = useSearchParams();
  const linked = Number(params.get('competitionId')) || undefined;
  const [picked, setPicked] = useState<number | undefined>(linked);
  const competitionId = picked ?? mine.data?.[0]?.competitionId;
  const current = mine.data?.find((c) => c.competitionId === competitionId);

  if (mine.data && mine.data.length === 0)
    return <Empty description={t('competitions.judge.empty')} />;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Space wrap>
        <Select
          aria-label={t('competitions.judge.pickCompetition')}
          style={{ minWidth: 300 }}
          value={competitionId}
          onChange={setPicked}
          loading={mine.isLoading}
          options={(mine.data ?? []).map((c) => ({ value: c.competitionId, label: c.name }))}
        />
        {current ? (
          <Typography.Text type="secondary">
            {t('competitions.judge.progress', {
              scored: current.scoredCount,
              total: current.worksCount,
            })}
          </Typography.Text>
        ) : null}
      </Space>
      <Alert type="info" showIcon message={t('competitions.judge.blindHint')} />
      {competitionId ? (
        <BlindWorksTable
          competitionId={competitionId}
          initialPreview={
            competitionId === linked ? Number(params.get('preview')) || undefined : undefined
          }
        />
      ) : null}
    </Space>
  );
}

/** The works of one competition with the judge's score and comment, saved row by row. */
export function BlindWorksTable({
  competitionId,
  initialPreview,
}: {
  competitionId: number;
  initialPreview?: number;
}) {
  const { t } = useTranslation();
  const [previewing, setPreviewing] = useState<number | undefined>(initialPreview);
  const works = useQuery(apiClient.query(e.works, { competitionId }, JUDGING_KEY));
  const score = useResourceMutation(e.score, {
    invalidate: [JUDGING_KEY],
    successText: t('competitions.judge.scored'),
  });
  const [drafts, setDrafts] = useState<Record<number, { score?: number; comment?: string }>>({});
  const draftOf = (w: TBlindWorks) => ({
    score: drafts[w.worksId]?.score ?? w.myScore ?? undefined,
    comment: drafts[w.worksId]?.comment ?? w.myComment,
  });
  const setDraft = (id: number, patch: { score?: number; comment?: string }) =>
    setDrafts((all) => ({ ...all, [id]: { ...all[id], ...patch } }));

  return (
    <Card>
      <Table<TBlindWorks>
        rowKey="worksId"
        loading={works.isLoading}
        dataSource={works.data ?? []}
        pagination={false}
        columns={[
          { key: 'code', title: t('competitions.judge.code'), dataIndex: 'code', width: 100 },
          { key: 'worksName', title: t('competitions.judge.worksName'), dataIndex: 'worksName' },
          { key: 'worksIntro', title: t('competitions.judge.worksIntro'), dataIndex: 'worksIntro' },
          {
            key: 'open',
            title: t('competitions.judge.open'),
            render: (_, w) => (
              <Button
                type="link"
                aria-label={`${t('competitions.judge.open')} ${w.code}`}
                onClick={() => setPreviewing(w.worksId)}
              >
                {t('competitions.judge.open')}
              </Button>
            ),
          },
          {
            key: 'score',
            title: t('competitions.judge.myScore'),
            width: 130,
            render: (_, w) => (
              <InputNumber
                aria-label={`${t('competitions.judge.score')} ${w.code}`}
                min={0}
                max={100}
                step={0.5}
                value={draftOf(w).score}
                onChange={(value) => setDraft(w.worksId, { score: value ?? undefined })}
              />
            ),
          },
          {
            key: 'comment',
            title: t('competitions.judge.comment'),
            render: (_, w) => (
              <Input
                aria-label={`${t('competitions.judge.comment')} ${w.code}`}
                maxLength={500}
                value={draftOf(w).comment}
                onChange={(event) => setDraft(w.worksId, { comment: event.target.value })}
              />
            ),
          },
          {
            key: 'save',
            title: t('fields.actions'),
            width: 90,
            render: (_, w) => (
              <Button
                type="link"
                disabled={draftOf(w).score === undefined}
                onClick={() =>
                  void score
                    .mutateAsync({
                      worksId: w.worksId,
                      score: draftOf(w).score!,
                      comment: draftOf(w).comment,
                    })
                    .catch(() => {})
                }
              >
                {t('actions.save')}
              </Button>
            ),
          },
        ]}
      />
      {previewing ? (
        <JudgePreviewDrawer
          competitionId={competitionId}
          worksId={previewing}
          onClose={() => setPreviewing(undefined)}
        />
      ) : null}
    </Card>
  );
}
