/** Query keys of works: every works query starts with WORKS_KEY, so a mutation can refresh them all. */
export const WORKS_KEY = 'works';
