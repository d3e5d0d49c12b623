type ValueOf<T> = T[keyof T];

/** Whether a competition is shown to the public: 0 not released, 1 released, 2 offline. */
export const ReleaseStatus = { NOT_RELEASED: 0, RELEASED: 1, OFFLINE: 2 } as const;
export type TReleaseStatus = ValueOf<typeof ReleaseStatus>;
export const RELEASE_STATUS_LABELS: Record<TReleaseStatus, string> = {
  0: '未发布',
  1: '已发布',
  2: '已下线',
};

/** The phase shown to users, computed from the times (see competitionPhase). */
export const CompetitionPhase = {
  NOT_STARTED: 'not-started',
  REGISTERING: 'registering',
  COMPETING: 'competing',
  JUDGING: 'judging',
  ENDED: 'ended',
} as const;
export type TCompetitionPhase = ValueOf<typeof CompetitionPhase>;
export const COMPETITION_PHASES = [
  'not-started',
  'registering',
  'competing',
  'judging',
  'ended',
] as const satisfies readonly TCompetitionPhase[];
export const COMPETITION_PHASE_LABELS: Record<TCompetitionPhase, string> = {
  'not-started': '未开始',
  registering: '报名中',
  competing: '比赛中',
  judging: '评审中',
  ended: '已结束',
};

export interface TCompetitionTimes {
  registrationStartTm: string | Date;
  registrationEndTm: string | Date;
  competitionStartTm: string | Date;
  competitionEndTm: string | Date;
}

const ms = (value: string | Date) => (value instanceof Date ? value.getTime() : Date.parse(value));

/**
 * The phase at `now`: 未开始 before registration opens; 报名中 while it is open; 比赛中 from
 * its end until the competition ends (works may be submitted from registration until then);
 * 评审中 after the competition ends until the winners are published; then 已结束.
 */
export function competitionPhase(
  times: TCompetitionTimes,
  now: Date | number = Date.now(),
  winnersPublished = false,
): TCompetitionPhase {
  const at = now instanceof Date ? now.getTime() : now;
  if (at < ms(times.registrationStartTm)) return CompetitionPhase.NOT_STARTED;
  if (at < ms(times.registrationEndTm)) return CompetitionPhase.REGISTERING;
  if (at < ms(times.competitionEndTm)) return CompetitionPhase.COMPETING;
  return winnersPublished ? CompetitionPhase.ENDED : CompetitionPhase.JUDGING;
}

/** Whether registration is open at `now` (registrationStartTm <= now < registrationEndTm). */
export function isRegistrationOpen(times: TCompetitionTimes, now: Date | number = Date.now()) {
  const at = now instanceof Date ? now.getTime() : now;
  return at >= ms(times.registrationStartTm) && at < ms(times.registrationEndTm);
}

/** Whether works may be submitted at `now` (from registration start until competitionEndTm). */
export function isWorksSubmissionOpen(times: TCompetitionTimes, now: Date | number = Date.now()) {
  const at = now instanceof Date ? now.getTime() : now;
  return at >= ms(times.registrationStartTm) && at < ms(times.competitionEndTm);
}

/** Limits of the competition's fields. */
export const CompetitionLimit = {
  NAME_MAX: 50,
  TEXT_MAX: 100,
  URL_MAX: 1000,
  INTRODUCE_MAX: 20,
  INTRODUCE_CONTENT_MAX: 10000,
  GROUPS_MAX: 10,
  WORKS_INTRO_MAX: 1000,
  /** Registrations are anonymised this many days after the competition ends, unless configured. */
  RETENTION_DAYS_DEFAULT: 180,
  SCORE_MAX: 100,
} as const;

/** What a tech registration is for (activityType). */
export const TechActivityType = { SCIENCE_FESTIVAL: 1, MAKER: 2, AI_SHOW: 3 } as const;
export const TECH_ACTIVITY_TYPE_LABELS: Record<number, string> = {
  1: '科技节',
  2: '创客活动',
  3: 'AI作品展',
};
