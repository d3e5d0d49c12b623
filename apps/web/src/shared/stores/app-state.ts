import type {
  TAccountItem,
  TAccountType,
  TAiToolsConfig,
  TCompetitor,
  TCourseClass,
  TPlatformSemester,
  TRegion,
} from '@haoduo/contract';

/** The client state: user, accounts, classes, semesters (the top tab lives in top-tab-store). */
export interface TAppState {
  user: TAccountItem | null;
  accountList: TAccountItem[];
  token: string | null;
  accountType: TAccountType | null;
  loginTenantId: number | null;
  courseClassList: TCourseClass[];
  currentCourseClass: TCourseClass | null;
  platformSemesterList: TPlatformSemester[];
  currentSemester: TPlatformSemester | null;
  tourist: boolean;
  cityList: TRegion[];
  allDistrict: TRegion[];
  needResetPassword: boolean;
  aiToolsConfig: TAiToolsConfig | null;
  userPoints: number | null;
  competitor: TCompetitor | null;
  competitorList: TCompetitor[];
}

export function initialAppState(): TAppState {
  return {
    user: null,
    accountList: [],
    token: null,
    accountType: null,
    loginTenantId: null,
    courseClassList: [],
    currentCourseClass: null,
    platformSemesterList: [],
    currentSemester: null,
    tourist: false,
    cityList: [],
    allDistrict: [],
    needResetPassword: false,
    aiToolsConfig: null,
    userPoints: null,
    competitor: null,
    competitorList: [],
  };
}

/** The fields kept in local storage across reloads. */
export const PERSISTED_FIELDS = [
  'token',
  'accountType',
  'user',
  'accountList',
  'courseClassList',
  'currentCourseClass',
] as const satisfies ReadonlyArray<keyof TAppState>;

export type TPersistedAppState = Pick<TAppState, (typeof PERSISTED_FIELDS)[number]>;

export function persistedPart(state: TAppState): TPersistedAppState {
  return {
    token: state.token,
    accountType: state.accountType,
    user: state.user,
    accountList: state.accountList,
    courseClassList: state.courseClassList,
    currentCourseClass: state.currentCourseClass,
  };
}
