/** Query keys of the staff pages; writes invalidate them. */
export const STAFF_USERS_KEY = ['staff-users'] as const;
export const ROLES_KEY = ['roles'] as const;
export const ROLE_PACKAGES_KEY = ['role-packages'] as const;
