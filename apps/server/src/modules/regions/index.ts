/** What the app and other modules use of the regions module; they import nothing else of it. */
export { regionRoutes } from './regions.public.routes';
export { regionMngRoutes } from './regions.mng.routes';
export { isRegionChain, regionName, regionPath } from './regions.lookup';
