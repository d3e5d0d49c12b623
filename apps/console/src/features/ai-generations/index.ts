export { JOB_STATUS_TAGS, jobStatusLabel } from './generation-card';
export { GenerationDrawer } from './generation-drawer';
export { GenerationsGrid } from './generations-grid';
