import type { TAlive, TSignInResult } from '@haoduo/contract';
import { DEMO_SESSION } from './render-app';

/** What the fake server answers for the demo staff member (DEMO_SESSION). */

/** The back-office sign-in result of DEMO_SESSION. */
export const demoStaffSignIn: TSignInResult = {
  ...DEMO_SESSION,
  staff: {
    ...DEMO_SESSION.staff,
    permissions: [],
    dataScope: { kind: 'all' },
    unmask: [],
  } as TSignInResult['staff'],
  accountType: null,
  accountList: [],
  loginTenantId: null,
  tourist: false,
};

/** check-alive for DEMO_SESSION's token. */
export const demoStaffAlive: TAlive = {
  alive: true,
  user: {
    id: DEMO_SESSION.staff.id,
    name: DEMO_SESSION.staff.name,
    audience: 'staff',
    accountType: null,
    schoolId: null,
    staffType: DEMO_SESSION.staff.staffType,
  },
};
