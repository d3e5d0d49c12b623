import {
  COMPETITION_PHASE_LABELS,
  RELEASE_STATUS_LABELS,
  type TCompetitionPhase,
  type TReleaseStatus,
} from '@haoduo/contract';
import { Tag } from 'antd';

const PHASE_COLOURS: Record<TCompetitionPhase, string> = {
  'not-started': 'default',
  registering: 'green',
  competing: 'blue',
  judging: 'orange',
  ended: 'purple',
};

/** The phase (未开始, 报名中, 比赛中, 评审中, 已结束), in the contract's words. */
export function PhaseTag({ phase }: { phase: TCompetitionPhase }) {
  return <Tag color={PHASE_COLOURS[phase]}>{COMPETITION_PHASE_LABELS[phase]}</Tag>;
}

const RELEASE_COLOURS = { 0: 'default', 1: 'success', 2: 'error' } as const;

/** 未发布, 已发布, 已下线. */
export function ReleaseTag({ status }: { status: number }) {
  const s = status as TReleaseStatus;
  return <Tag color={RELEASE_COLOURS[s]}>{RELEASE_STATUS_LABELS[s]}</Tag>;
}
