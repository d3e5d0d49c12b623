import { FileTaskTag, fileTaskEndpoints } from '@haoduo/contract';
import { apiClient } from '../../../shared/api';
import { ExportButton } from '../../../shared/file-tasks';
import { worksQueryOf, type TWorksFilterValues } from '../model/works-filters';

/** Exports the filtered works as a file task (xlsx), followed in the progress notice. */
export function WorksExportButton({ filters }: { filters: TWorksFilterValues }) {
  return (
    <ExportButton
      permission="works:export"
      start={() => {
        const {
          currentPage: _page,
          pageSize: _size,
          ...taskParam
        } = worksQueryOf(filters, {
          currentPage: 1,
          pageSize: 1,
        });
        return apiClient.call(fileTaskEndpoints.createExport, {
          taskTag: FileTaskTag.WORKS_EXPORT,
          taskParam,
        });
      }}
    />
  );
}
