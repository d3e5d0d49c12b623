/** Every query of the training labs starts with this key, so a change refreshes them all. */
export const TRAINING_KEY = 'training';

export const TRAINING_PATH = '/api/v1/works-service/training/custom';
