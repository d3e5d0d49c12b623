import type { TStaffAccessResolver } from '../../platform/auth/staff-access';
import type { TDeps } from '../../platform/deps';
import type { TApp } from '../../platform/http/types';
import { authRoutes } from './auth/identity.auth.routes';
import { learnerLoginRoutes } from './auth/identity.learner-login.routes';
import type { TStudentClassAccounts } from './auth/student-class-accounts';
import { captchaRoutes } from './captcha/identity.codes.routes';
import { freeMobileRoutes } from './captcha/identity.free-mobiles.routes';
import { identityPasswordRoutes } from './identity-pwd/identity.identity-pwd.routes';
import { ssoRoutes } from './sso/identity.sso.routes';
import { userAdminRoutes } from './users/identity.user-admin.routes';
import { usersRoutes } from './users/identity.users.routes';

/** What the identity routes need of other domains, handed in by the app. */
export interface TIdentityPorts {
  studentClassAccounts: TStudentClassAccounts;
  /** The staff module's access resolver (sign-in results carry permissions and scope). */
  staffAccess: TStaffAccessResolver;
}

/**
 * The identity domain's calls: sign-in and sessions, the codes, the user service and the
 * /sso sign-in service (in its own scope: it parses the sign-in page's form posts).
 */
export async function identityRoutes(app: TApp, deps: TDeps, ports: TIdentityPorts): Promise<void> {
  await app.register(async (scope) => {
    await authRoutes(scope as TApp, deps, ports.studentClassAccounts, ports.staffAccess);
    await learnerLoginRoutes(scope as TApp, deps, ports.studentClassAccounts, ports.staffAccess);
    await captchaRoutes(scope as TApp, deps);
    await freeMobileRoutes(scope as TApp, deps);
  });
  await app.register(async (scope) => {
    await usersRoutes(scope as TApp, deps);
    await userAdminRoutes(scope as TApp, deps);
    await identityPasswordRoutes(scope as TApp, deps);
  });
  await app.register(async (scope) => ssoRoutes(scope as TApp, deps));
}
