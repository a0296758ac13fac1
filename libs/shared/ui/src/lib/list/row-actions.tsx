import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import {
  createContext,
  memo,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  type ReactNode,
} from 'react';
import { ActionMenu, type ActionMenuItem } from '../action-menu';

/** One item of a row's action menu: an `ActionMenuItem` that names its action instead of a handler. */
export interface RowActionItem<A extends string> extends Omit<ActionMenuItem, 'onClick'> {
  action: A;
}

export interface RowActionsOptions<R extends GridValidRowModel, A extends string, C>
  extends Omit<GridColDef<R>, 'field' | 'renderCell'> {
  headerName: string;
  /** The items of a row's menu; `context` is the provider's (what the viewer may do). */
  items: (row: R, context: C) => RowActionItem<A>[];
  /** The menu button's accessible name; `'{headerName} {row.name}'` by default. */
  label?: (row: R) => string | undefined;
}

export interface RowActionsProviderProps<R, A extends string, C> {
  /** What an action does; a promise is not awaited (errors are the handler's to show). */
  onAction: (row: R, action: A) => unknown;
  /** What the items depend on besides the row (a role's rights); the cells re-render when it changes. */
  context?: C;
  children: ReactNode;
}

export interface RowActions<R extends GridValidRowModel, A extends string, C> {
  /** The `actions` column (90 px, not sortable unless told otherwise). */
  column: GridColDef<R>;
  /** Hands the column's cells the screen's handler (the columns stay defined once). */
  Provider: (props: RowActionsProviderProps<R, A, C>) => ReactNode;
}

const nameOf = (row: GridValidRowModel) =>
  typeof row['name'] === 'string' ? (row['name'] as string) : undefined;

/**
 * The action column of a list table: a kebab menu per row whose items name an action, and the
 * provider that tells the cells what an action does. The column is defined once at module level;
 * the handler may change on every render without re-rendering the rows.
 *
 * @example
 * const actions = rowActions<Apartment, 'edit' | 'delete'>({
 *   headerName: t.columns.actions,
 *   items: () => [{ label: t.edit, action: 'edit' }, { label: t.delete, color: 'error', action: 'delete' }],
 * });
 * const columns = [..., actions.column];
 * <actions.Provider onAction={(row, action) => ...}><DataTable ... /></actions.Provider>
 */
export function rowActions<R extends GridValidRowModel, A extends string, C = undefined>({
  headerName,
  items,
  label,
  ...column
}: RowActionsOptions<R, A, C>): RowActions<R, A, C> {
  interface Handlers {
    readonly current: (row: R, action: A) => unknown;
    context: C;
  }
  const HandlerContext = createContext<Handlers>({
    current: () => undefined,
    context: undefined as C,
  });
  const labelOf =
    label ??
    ((row: R) => {
      const name = nameOf(row);
      return name === undefined ? undefined : `${headerName} ${name}`;
    });

  const ActionsCell = memo(function ActionsCell({ row }: { row: R }) {
    const handler = useContext(HandlerContext);
    return (
      <ActionMenu
        label={labelOf(row)}
        items={items(row, handler.context).map(({ action, ...item }) => ({
          ...item,
          onClick: () => void handler.current(row, action),
        }))}
      />
    );
  });

  function Provider({ onAction, context, children }: RowActionsProviderProps<R, A, C>) {
    // The latest handler behind one stable object: the cells do not re-render when it changes.
    const ref = useRef(onAction);
    useLayoutEffect(() => {
      ref.current = onAction;
    });
    const value = useMemo<Handlers>(
      () => ({
        get current() {
          return ref.current;
        },
        context: context as C,
      }),
      [context],
    );
    return <HandlerContext.Provider value={value}>{children}</HandlerContext.Provider>;
  }

  return {
    column: {
      field: 'actions',
      headerName,
      width: 90,
      sortable: false,
      // The row's actions are always on screen: the chooser does not offer to hide them.
      hideable: false,
      ...column,
      renderCell: ({ row }) => <ActionsCell row={row} />,
    },
    Provider,
  };
}
