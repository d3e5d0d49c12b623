export { ColumnSettings } from './column-settings';
export { useColumnSettingsStore, useHiddenColumns } from './column-settings-store';
export { useConfirm, type TConfirmOptions } from './confirm';
export { filterQuery, FilterBar, type TFilterField, type TFilterOption } from './filter-bar';
export { FormDrawer, type TFormDrawerProps } from './form-drawer';
export { ResourceTable, type TResourceColumn, type TResourceTableProps } from './resource-table';
export { EnabledBadge, enabledOptions } from './status-tag';
export {
  DEFAULT_PAGE_SIZE,
  listQuery,
  useResourceList,
  type TRowOf,
  type TSortOrder,
} from './use-resource-list';
export { useResourceMutation } from './use-resource-mutation';
export { fieldOf, isRequired, zodRule, type TObjectSchemaLike, type TSchemaLike } from './zod-form';
export {
  ResourcePage,
  type TResourceDrawerProps,
  type TResourcePageControls,
  type TResourcePageProps,
} from './resource-page';
export { RowActions, type TRowAction } from './row-actions';
export { useEnableActions } from './use-enable-actions';
export { presetFilters } from './filter-presets';
