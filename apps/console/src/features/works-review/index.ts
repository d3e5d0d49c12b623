export { WorksReviewBoard } from './components/works-review-board';
export { AuditDialog } from './components/audit-dialog';
export { WorksExportButton } from './components/works-export-button';
export { useTagOptions, WORKS_REVIEW_KEY } from './api/works-review-api';
export { worksQueryOf, type TWorksFilterValues } from './model/works-filters';
export { formatTime } from './model/works-labels';
