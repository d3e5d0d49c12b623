/** The auth service, under /api/v1/auth and the same handlers under /api/v1/user-service/auth. */
export const AUTH_PREFIXES = ['/api/v1/auth', '/api/v1/user-service/auth'] as const;
