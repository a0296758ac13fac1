import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { formatDateTime, formatMoney } from '@app/util-format';

type ColumnOptions<R extends GridValidRowModel> = Omit<GridColDef<R>, 'field' | 'headerName'>;

/** A maker of columns whose values `format` writes, not sortable (the server orders the list). */
const formattedColumn =
  <V,>(format: (value: V) => string) =>
  <R extends GridValidRowModel>(
    field: string,
    headerName: string,
    options: ColumnOptions<R> = {},
  ): GridColDef<R> => ({
    field,
    headerName,
    sortable: false,
    valueFormatter: (value: V) => format(value),
    ...options,
  });

/**
 * A column of amounts of money ('150.000 ₫').
 *
 * @example moneyColumn<Order>('sellPrice', m.columns.sellPrice, { width: 130 })
 */
export const moneyColumn = formattedColumn((value: number | null | undefined) =>
  formatMoney(value),
);

/** The width of a {@link dateTimeColumn}: the date's line, with the cell's padding. */
export const DATE_TIME_WIDTH = 112;

/**
 * A column of dates and times, the date over the time ('27-11-2026' over '10:26'), so that it
 * stays narrow and is never cut (docs/decisions/lists.md, "Lists at laptop widths"); empty for none.
 */
export const dateTimeColumn = <R extends GridValidRowModel>(
  field: string,
  headerName: string,
  options: ColumnOptions<R> = {},
): GridColDef<R> =>
  formattedColumn((value: string | null | undefined) => formatDateTime(value))<R>(
    field,
    headerName,
    {
      width: DATE_TIME_WIDTH,
      // One text, wrapped at its space by the narrow column: the date over the time.
      renderCell: ({ formattedValue }) => (
        <span className="cell-date">{formattedValue as string}</span>
      ),
      ...options,
    },
  );

/**
 * A column of a value read from the row (a linked record's name), growing with the table
 * (`flex: 1` unless told otherwise).
 *
 * @example valueColumn<Apartment>('floor', m.floor, (row) => row.floor.name, { minWidth: 120 })
 */
export const valueColumn = <R extends GridValidRowModel>(
  field: string,
  headerName: string,
  valueOf: (row: R) => unknown,
  options: ColumnOptions<R> = {},
): GridColDef<R> => ({
  field,
  headerName,
  flex: 1,
  ...options,
  valueGetter: (_value: unknown, row: R) => valueOf(row),
});
