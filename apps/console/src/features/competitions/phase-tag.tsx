import type { TCompetitionPhase, TReleaseStatus } from '@haoduo/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { labelOf } from '../../shared/labels';

const PHASE_COLOURS: Record<TCompetitionPhase, string> = {
  'not-started': 'default',
  registering: 'green',
  competing: 'blue',
  judging: 'orange',
  ended: 'purple',
};

/** The phase (未开始, 报名中, 比赛中, 评审中, 已结束), in the contract's words. */
export function PhaseTag({ phase }: { phase: TCompetitionPhase }) {
  useTranslation();
  return <Tag color={PHASE_COLOURS[phase]}>{labelOf('competitionPhase', phase)}</Tag>;
}

const RELEASE_COLOURS = { 0: 'default', 1: 'success', 2: 'error' } as const;

/** 未发布, 已发布, 已下线. */
export function ReleaseTag({ status }: { status: number }) {
  useTranslation();
  const s = status as TReleaseStatus;
  return <Tag color={RELEASE_COLOURS[s]}>{labelOf('releaseStatus', s)}</Tag>;
}
