import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import FilterListIcon from '@mui/icons-material/FilterList';
import { uiMessages } from '../messages';
import type { FilterPanelProps } from './filter-panel';

export interface FilterButtonProps extends Omit<FilterPanelProps, 'children'> {
  /** Opens the sheet; the button waits without it (the sheet's code is loading). */
  onOpen?: () => void;
  /** The sheet is open. */
  expanded?: boolean;
  disabled?: boolean;
}

/** A phone's filter title with its count: 'Bộ lọc (2)', or 'Bộ lọc' while none is active. */
export const filterTitle = ({ title, active = 0 }: Pick<FilterPanelProps, 'title' | 'active'>) => {
  const name = typeof title === 'string' ? title : uiMessages.filters;
  return active > 0 ? uiMessages.filtersCount(name, active) : name;
};

/**
 * A phone's filters above the list: the button that opens the sheet, named with the count of
 * active filters ('Bộ lọc (2)'), and 'Xóa bộ lọc' beside it while some are active.
 */
export function FilterButton({ onOpen, expanded = false, disabled, ...panel }: FilterButtonProps) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
      <Button
        variant="outlined"
        startIcon={<FilterListIcon />}
        onClick={onOpen}
        disabled={disabled}
        aria-haspopup="dialog"
        aria-expanded={expanded}
      >
        {filterTitle(panel)}
      </Button>
      {panel.onReset && (panel.active ?? 0) > 0 && (
        <Button size="small" onClick={panel.onReset} disabled={disabled}>
          {uiMessages.resetFilters}
        </Button>
      )}
    </Stack>
  );
}
