import type { ReactNode } from 'react';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';

export interface CellLinesProps {
  primary: ReactNode;
  /** The grey second line; nothing is drawn for `undefined`, `null` or `false`. */
  secondary?: ReactNode;
  /** Bold first line (a record's title). */
  strong?: boolean;
}

/** A table cell of two lines: the name, and a grey detail under it (styled by DataTable). */
export function CellLines({ primary, secondary, strong }: CellLinesProps) {
  return (
    <div className="cell-lines">
      <div className={strong ? 'cell-primary cell-strong' : 'cell-primary'}>{primary}</div>
      {secondary != null && secondary !== false && (
        <div className="cell-secondary">{secondary}</div>
      )}
    </div>
  );
}

/**
 * A not-sortable, growing column whose cells are {@link CellLines} read from the row.
 *
 * @example linesColumn<Shop>('name', m.name, (row) => ({ primary: row.name }), { minWidth: 200 })
 */
export const linesColumn = <R extends GridValidRowModel>(
  field: string,
  headerName: string,
  linesOf: (row: R) => CellLinesProps,
  options: Omit<GridColDef<R>, 'field' | 'headerName'> = {},
): GridColDef<R> => ({
  field,
  headerName,
  flex: 1,
  sortable: false,
  ...options,
  renderCell: ({ row }) => <CellLines {...linesOf(row)} />,
});
