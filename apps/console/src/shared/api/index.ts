export { apiClient } from './api-client';
export { apiErrorText, handleApiError } from './handle-api-error';
export { createQueryClient, queryClient } from './query-client';
