/** Query keys of the competition centre: every competition query starts with COMPETITION_KEY. */
export const COMPETITION_KEY = 'competition';
