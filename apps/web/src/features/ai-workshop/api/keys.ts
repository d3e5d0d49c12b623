/** Every query of this feature starts with this key, so a change refreshes them all. */
export const AI_WORKSHOP_KEY = 'ai-workshop';
