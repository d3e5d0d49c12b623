/** Every query of the training labs starts with this key, so a change refreshes them all. */
export const TRAINING_KEY = 'training';
