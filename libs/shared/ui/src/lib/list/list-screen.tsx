import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import BookmarksOutlined from '@mui/icons-material/BookmarksOutlined';
import {
  lazy,
  Suspense,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  type ReactNode,
} from 'react';
import type { ExportRequest } from '@app/data-access-api';
import { useLocation } from 'react-router';
import { ListKeyContext } from './column-chooser';
import { ListScreenLayout } from '../filters/filter-panel';
import { PageHeader, type BreadcrumbItem } from '../page-header';
import { ExportButton } from './export-button';
import { savedViewsUiMessages } from './saved-views-messages';

/**
 * 'Chế độ xem', loaded just after the list: its menu and its calls are no part of the first paint
 * (issue 31, the order page's 400 KB). Until then a disabled button of the same size holds its place.
 */
const SavedViewsMenu = lazy(() =>
  import('./saved-views-menu').then((m) => ({ default: m.SavedViewsMenu })),
);
const savedViewsPlaceholder = (
  <Button variant="outlined" disabled startIcon={<BookmarksOutlined />}>
    {savedViewsUiMessages.button}
  </Button>
);

export interface ListScreenProps {
  title: ReactNode;
  breadcrumbs?: BreadcrumbItem[];
  /** Buttons on the right of the title; `add` draws the usual one. */
  actions?: ReactNode;
  /** The list's add button ('Thêm mới', ...): a contained button on the right of the title. */
  add?: { label: ReactNode; onClick: () => void };
  /**
   * The list's 'Xuất' (docs/decisions/lists.md, "Exports"): its export path and the list's query
   * (`useListPage`'s `query`; the server ignores its page).
   */
  exportFrom?: ExportRequest;
  /** The filter panel (a `ListFilterPanel` or a `FilterPanel`), beside the table. */
  filters: ReactNode;
  /** The table, and what goes above it (totals, a note). */
  children: ReactNode;
}

/**
 * A list screen: its page header over the filter panel beside the table.
 *
 * @example
 * const page = useListPage(shopList, { useList: useShopList });
 * <ListScreen title={m.title} breadcrumbs={breadcrumbs} add={{ label: m.add, onClick: openForm }}
 *   filters={<ListFilterPanel page={page} controls={filterControls} />}>
 *   <DataTable {...page.table} columns={columns} aria-label={m.title} />
 * </ListScreen>
 */
export function ListScreen({
  title,
  breadcrumbs,
  actions,
  add,
  exportFrom,
  filters,
  children,
}: ListScreenProps) {
  const { pathname } = useLocation();
  // The export's query changes with every page and filter; the button reads the latest when used.
  const latestExport = useRef(exportFrom);
  useLayoutEffect(() => {
    latestExport.current = exportFrom;
  });
  const exportable = exportFrom !== undefined;
  const exportRequest = useCallback(() => latestExport.current!, []);
  // The header's buttons as one element that keeps its identity while its parts do (the screen
  // gives them memoised): a page or filter change does not re-render the header (issue 31 item 2).
  const headerActions = useMemo(() => {
    const addButton = add && (
      <Button variant="contained" onClick={() => add.onClick()}>
        {add.label}
      </Button>
    );
    return (
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {/* 'Chế độ xem': the current route's saved views (docs/decisions/lists.md, "Saved views"). */}
        <Suspense fallback={savedViewsPlaceholder}>
          <SavedViewsMenu />
        </Suspense>
        {exportable ? (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <ExportButton from={exportRequest} />
            {actions ?? addButton}
          </Stack>
        ) : (
          (actions ?? addButton)
        )}
      </Stack>
    );
  }, [actions, add, exportable, exportRequest]);
  return (
    <ListKeyContext.Provider value={pathname}>
      <PageHeader title={title} breadcrumbs={breadcrumbs} actions={headerActions} />
      <ListScreenLayout filters={filters}>{children}</ListScreenLayout>
    </ListKeyContext.Provider>
  );
}
