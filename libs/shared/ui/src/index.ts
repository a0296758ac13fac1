export { UiProvider } from './lib/ui-provider';
export { adminTheme } from './lib/theme';
export {
  COLOR_SCHEME_ATTRIBUTE,
  COLOR_SCHEME_STORAGE_KEY,
  type ColorSchemeMode,
} from './lib/color-scheme';
export { ColorSchemeChoice } from './lib/color-scheme-choice';
export { useChartColors } from './lib/chart-colors';
export { uiMessages } from './lib/messages';
export {
  toast,
  useToastStore,
  toastDurations,
  type ToastSeverity,
  type ToastItem,
  type ToastAction,
} from './lib/toast/toast-store';
export { confirm, type ConfirmOptions } from './lib/confirm/confirm-store';
export { PageHeader, type PageHeaderProps, type BreadcrumbItem } from './lib/page-header';
export { EmptyState, type EmptyStateProps } from './lib/empty-state';
export { LockedFeature, type LockedFeatureProps } from './lib/locked-feature';
export { StatusTag, type StatusTagProps, type StatusTagPaletteColor } from './lib/status-tag';
export { CellButton, cellIcons, type CellButtonProps } from './lib/cell-button';
export { IconAction, type IconActionProps } from './lib/icon-action';
export { ActionMenu, type ActionMenuProps, type ActionMenuItem } from './lib/action-menu';
export {
  DialogsProvider,
  useDialogs,
  type DialogComponent,
  type DialogProps,
  type Dialogs,
} from './lib/dialogs/dialogs';
export {
  DialogFrame,
  FormDialog,
  type DialogFrameProps,
  type FormDialogProps,
  FormRefusal,
} from './lib/dialogs/form-dialog';
export { NotePopover, type NotePopoverProps } from './lib/dialogs/note-popover';
export { PromptDialog } from './lib/dialogs/lazy-prompt-dialog';
export type { DialogOutcome, PromptPayload } from './lib/dialogs/prompt-dialog';
export { FormTextField, type FormTextFieldProps } from './lib/forms/form-text-field';
export { FormToggleField, type FormToggleFieldProps } from './lib/forms/form-toggle-field';
export {
  recordOptions,
  SelectField,
  type SelectFieldProps,
  type SelectOption,
} from './lib/forms/select-field';
export {
  formDialogProps,
  useGuardedFormDialog,
  type FormDialogWiring,
} from './lib/dialogs/use-form-dialog';
export {
  applyServerErrors,
  serverFieldErrors,
  type ServerFieldError,
} from './lib/forms/server-errors';
export { MultiSelect, type MultiSelectProps } from './lib/filters/multi-select';
export {
  PickedFilter,
  PickOneFilter,
  type PickedFilterProps,
  type PickOneFilterProps,
} from './lib/filters/picked-filter';
export {
  RecordSelectFilter,
  SelectFilter,
  type RecordSelectFilterProps,
  type SelectFilterProps,
} from './lib/filters/select-filter';
export {
  readUrlFilters,
  useUrlFilters,
  type UrlFilterSchema,
  type UrlFilterValues,
  type UseUrlFiltersOptions,
  type UseUrlFiltersResult,
} from './lib/filters/use-url-filters';
export {
  useDebouncedCallback,
  SEARCH_DEBOUNCE_MS,
  type DebouncedFunction,
} from './lib/filters/use-debounced-callback';
export {
  DebouncedTextField,
  type DebouncedTextFieldProps,
} from './lib/filters/debounced-text-field';
export {
  FilterPanel,
  FilterField,
  ListScreenLayout,
  type FilterPanelProps,
  type FilterFieldProps,
  type ListScreenLayoutProps,
} from './lib/filters/filter-panel';
export {
  DateRangeFilter,
  type DateRangeFilterProps,
  type DateRangeValue,
} from './lib/filters/date-range-filter';
export { DateLocalization } from './lib/filters/date-localization';
export { DataTable, DataTableFooter, type DataTableProps } from './lib/data-table';
export type { CardLayout } from './lib/list/data-cards';
export { phoneQuery, usePhone } from './lib/phone';
export { preloadListCode } from './lib/preload-list-code';
export { ListWarmup } from './lib/list/list-warmup';
export { MODAL_WIDTH, modalPaper } from './lib/modal-widths';
export {
  confirmLeave,
  useUnsavedChangesGuard,
  type UnsavedChangesGuard,
} from './lib/unsaved-changes';
export { DetailList, type DetailListProps, type DetailField } from './lib/detail-list';
export { ActionsDialog, type ActionsDialogProps } from './lib/dialogs/actions-dialog';
export { SearchFilter, type SearchFilterProps } from './lib/filters/search-filter';
export { ListScreen, type ListScreenProps } from './lib/list/list-screen';
export { useOpenRow } from './lib/list/use-open-row';
export {
  mayMatch,
  NewRowsBar,
  useLiveRows,
  type LiveRows,
  type LiveRowsOptions,
} from './lib/list/live-rows';
export { LiveRecordNotice, useLiveRecord, type LiveRecordShown } from './lib/live-record';
export {
  useListPage,
  type ListPage,
  type ListPageOptions,
  type BoundFilter,
  type ListTableProps,
  type ListView,
} from './lib/list/use-list-page';
export {
  BoundControls,
  ListFilterPanel,
  listFilterControls,
  searchControl,
  selectControl,
  type FilterControl,
  type BindFilter,
  type BoundControlsProps,
  type FilterControls,
  type ListFilterPanelProps,
} from './lib/list/list-filter-panel';
export { confirmRemove, type ChangeResult } from './lib/list/confirm-remove';
export { listQuery, readListQuery, type ListQuery } from './lib/list/list-query';
export {
  rowActions,
  type RowActionItem,
  type RowActions,
  type RowActionsOptions,
  type RowActionsProviderProps,
} from './lib/list/row-actions';
export { dateTimeColumn, moneyColumn, valueColumn } from './lib/list/columns';
export { CellLines, linesColumn, type CellLinesProps } from './lib/list/cell-lines';
export { ExportButton, type ExportButtonProps } from './lib/list/export-button';
export { SavedViewsMenu } from './lib/list/saved-views-menu';
export { listKeyOf, presetViews, type PresetView } from './lib/list/saved-views-presets';
export { imageColumn, type ImageColumnOptions } from './lib/list/image-column';
export {
  COLUMN_CHOICE_STORAGE_KEY,
  getHiddenColumns,
  setHiddenColumns,
  useHiddenColumns,
} from './lib/list/column-choice';
export {
  BulkActionBar,
  useBulkSelection,
  type BulkActionBarProps,
  type BulkBarAction,
  type BulkSelection,
  type BulkSelectionOptions,
  type BulkTableProps,
} from './lib/list/bulk-selection';
export {
  BulkResultDialog,
  useBulkAction,
  useListBulk,
  type BulkAction,
  type BulkActionOptions,
  type ListBulkAction,
  type ListBulkOptions,
  type BulkResultPayload,
} from './lib/list/bulk-action';
export { HistoryList, type HistoryListProps } from './lib/history/history-list';
export { HistorySection, type HistorySectionProps } from './lib/history/history-section';
export { HistoryDialog } from './lib/history/lazy-history-dialog';
export { historyIconPath } from './lib/history/history-icon';
export type { HistoryDialogPayload } from './lib/history/history-dialog';
