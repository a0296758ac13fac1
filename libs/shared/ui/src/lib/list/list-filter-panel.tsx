import { Fragment, type ReactNode } from 'react';
import { FilterPanel } from '../filters/filter-panel';
import { SearchFilter } from '../filters/search-filter';
import { SelectFilter, type SelectFilterProps } from '../filters/select-filter';
import type { UrlFilterSchema, UrlFilterValues } from '../filters/use-url-filters';
import type { ListQuery } from './list-query';
import type { BoundFilter } from './use-list-page';

/** One declared control of a list's filter panel: drawn bound to its URL filter. */
export interface FilterControl<V> {
  render: (bound: BoundFilter<V>) => ReactNode;
}

/** A list's declared filter controls, by URL filter, in the order shown. */
export type FilterControls<F> = { [K in keyof F]?: FilterControl<F[K]> };

/**
 * The search box of a text filter.
 *
 * @example text: searchControl(m.search, m.searchPlaceholder)
 */
export const searchControl = (
  label: string,
  placeholder?: string,
): FilterControl<string | undefined> => ({
  render: (bound) => <SearchFilter label={label} placeholder={placeholder} {...bound} />,
});

/**
 * The select of a one-of-a-list filter (a status, a type): `allLabel` ('Tất cả') first, then
 * `values` with their `labels` (see `SelectFilter`).
 *
 * @example status: selectControl(m.status, statuses, shopStatusLabels, m.allStatuses)
 */
export const selectControl = <T extends string | number>(
  label: string,
  values: readonly T[],
  labels: Readonly<Record<T, string>>,
  allLabel: string,
  { showAll }: Pick<SelectFilterProps<T>, 'showAll'> = {},
): FilterControl<T | undefined> => ({
  render: (bound) => (
    <SelectFilter
      label={label}
      values={values}
      labels={labels}
      allLabel={allLabel}
      showAll={showAll}
      {...bound}
    />
  ),
});

/**
 * A list's filter controls, declared once at module level and typed by the list's URL filters:
 * each key is a filter, its control takes that filter's values.
 *
 * @example
 * const filterControls = listFilterControls(shopList, {
 *   text: searchControl(m.search, m.searchPlaceholder),
 *   status: selectControl(m.status, statuses, shopStatusLabels, m.allStatuses),
 * });
 */
export const listFilterControls = <S extends UrlFilterSchema>(
  _list: ListQuery<S, unknown>,
  controls: FilterControls<UrlFilterValues<S>>,
) => controls;

/** A list page's `bind` (`useListPage`): a control's `value` and `onChange` for one URL filter. */
export type BindFilter<F> = <K extends keyof F>(key: K) => BoundFilter<F[K]>;

export interface BoundControlsProps<F> {
  controls: FilterControls<F>;
  bind: BindFilter<F>;
}

/**
 * Declared controls, each bound to its URL filter, in their order: for a panel that draws other
 * filters around them (see {@link ListFilterPanel} for the whole panel).
 */
export function BoundControls<F>({ controls, bind }: BoundControlsProps<F>) {
  const keys = Object.keys(controls) as (keyof F)[];
  return keys.map((key) => (
    <Fragment key={String(key)}>{controls[key]!.render(bind(key))}</Fragment>
  ));
}

export interface ListFilterPanelProps<F> {
  /** The list page (`useListPage`): binds each control to its URL filter and resets them. */
  page: { bind: BindFilter<F>; resetFilters: () => void; activeFilters?: number };
  controls: FilterControls<F>;
  /** Further filters, after the declared ones (a picker, a custom select). */
  children?: ReactNode;
}

/**
 * The filter panel of a list: its declared controls (`listFilterControls`), each bound to its
 * URL filter, then `children`, and the 'Xóa bộ lọc' button.
 */
export function ListFilterPanel<F>({ page, controls, children }: ListFilterPanelProps<F>) {
  return (
    <FilterPanel onReset={page.resetFilters} active={page.activeFilters}>
      <BoundControls controls={controls} bind={page.bind} />
      {children}
    </FilterPanel>
  );
}
