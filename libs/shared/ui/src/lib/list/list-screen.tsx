import type { ReactNode } from 'react';
import { ListScreenLayout } from '../filters/filter-panel';
import { PageHeader, type BreadcrumbItem } from '../page-header';

export interface ListScreenProps {
  title: ReactNode;
  breadcrumbs?: BreadcrumbItem[];
  /** Buttons on the right of the title ('Thêm mới', ...). */
  actions?: ReactNode;
  /** The filter panel (a `FilterPanel`), beside the table. */
  filters: ReactNode;
  /** The table, and what goes above it (totals, a note). */
  children: ReactNode;
}

/**
 * A list screen: its page header over the filter panel beside the table.
 *
 * @example
 * const { filters, setFilters, resetFilters, table } = useListPage(schema, { ... });
 * <ListScreen title={m.title} breadcrumbs={breadcrumbs}
 *   filters={<FilterPanel onReset={resetFilters}><SearchFilter ... /></FilterPanel>}>
 *   <DataTable {...table} columns={columns} aria-label={m.title} />
 * </ListScreen>
 */
export function ListScreen({ title, breadcrumbs, actions, filters, children }: ListScreenProps) {
  return (
    <>
      <PageHeader title={title} breadcrumbs={breadcrumbs} actions={actions} />
      <ListScreenLayout filters={filters}>{children}</ListScreenLayout>
    </>
  );
}
