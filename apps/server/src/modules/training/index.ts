/** What other modules use of the training module; they import nothing else of it. */
export { trainingRoutes } from './training.custom.routes';
