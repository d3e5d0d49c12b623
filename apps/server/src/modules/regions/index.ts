/** What the app uses of the regions module; it imports nothing else of it. */
export { regionRoutes } from './regions.public.routes';
