/** The query key prefix of the back office's safety pages (rules and alert counts). */
export const SAFETY_KEY = ['safety'] as const;
