import { createContext, useCallback, useContext, useMemo } from 'react';
import ViewColumnIcon from '@mui/icons-material/ViewColumnOutlined';
import { ColumnsPanelTrigger, Toolbar, type GridColumnVisibilityModel } from '@mui/x-data-grid';
import { setHiddenColumns, useColumnChoice } from './column-choice';
import { uiMessages } from '../messages';

/**
 * The key of the main list a table belongs to (its route path), given by `ListScreen`: a table
 * inside one gets the 'Cột' chooser and remembers the person's columns under it.
 */
export const ListKeyContext = createContext<string | undefined>(undefined);

/** The table's toolbar on a main list: the 'Cột' chooser on the right. */
export function ColumnsToolbar() {
  return (
    <Toolbar style={{ minHeight: TOOLBAR_HEIGHT }}>
      <ColumnsPanelTrigger size="small" startIcon={<ViewColumnIcon fontSize="small" />}>
        {uiMessages.columns}
      </ColumnsPanelTrigger>
    </Toolbar>
  );
}

/** The chooser toolbar's height, counted in the table's. */
export const TOOLBAR_HEIGHT = 44;

const hiddenModel = (hidden: readonly string[]): GridColumnVisibilityModel =>
  Object.fromEntries(hidden.map((field) => [field, false]));

/**
 * The columns a table shows: on a main list, the person's choice once they made one (it replaces
 * the screen's own defaults), else the screen's `columnVisibilityModel`; and the handler that
 * remembers a change made in the chooser or a column's menu.
 */
export function useListColumns(screenModel: GridColumnVisibilityModel | undefined) {
  const listKey = useContext(ListKeyContext);
  const choice = useColumnChoice(listKey);
  const model = useMemo(() => (choice ? hiddenModel(choice) : screenModel), [choice, screenModel]);
  const onChange = useCallback(
    (next: GridColumnVisibilityModel) => {
      if (listKey === undefined) return;
      setHiddenColumns(
        listKey,
        Object.entries(next)
          .filter(([, visible]) => !visible)
          .map(([field]) => field),
      );
    },
    [listKey],
  );
  return { chooser: listKey !== undefined, model, onChange };
}
