import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FilterListIcon from '@mui/icons-material/FilterList';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { uiMessages } from '../messages';
import { usePhone } from '../phone';
import { FilterSheet } from './filter-sheet';

export interface FilterPanelProps {
  children: ReactNode;
  /** Heading of the panel; 'Bộ lọc' by default. */
  title?: ReactNode;
  /** Shows a 'Xóa bộ lọc' button that calls it. */
  onReset?: () => void;
  /** How many filters differ from the list's defaults (`useListPage`'s `activeFilters`). */
  active?: number;
}

/** Whether the filter bars are open: one choice for every list, remembered in this browser. */
const useFilterBarStore = create<{ open: boolean; toggle: () => void }>()(
  persist((set) => ({ open: true, toggle: () => set((s) => ({ open: !s.open })) }), {
    name: 'console-filters-open',
    storage: createJSONStorage(() => localStorage),
  }),
);

/**
 * The filter bar of a list screen, above its table: a titled landmark (`role="search"`) whose title
 * is the button that folds the controls away (remembered for every list) and carries the count of
 * active filters, then the controls side by side, wrapping onto a second line when they must. On a
 * phone, a button 'Bộ lọc (2)' that opens the controls in a bottom sheet (`FilterSheet`).
 */
export function FilterPanel(props: FilterPanelProps) {
  // The sheet stays in the list's code: loaded apart, its chunks cost more than it does (+1 KB).
  return usePhone() ? <FilterSheet {...props} /> : <FilterBar {...props} />;
}

/** The filter bar of every width but a phone's: folded or open above the table. */
function FilterBar({
  children,
  title = uiMessages.filters,
  onReset,
  active = 0,
}: FilterPanelProps) {
  const open = useFilterBarStore((s) => s.open);
  const toggle = useFilterBarStore((s) => s.toggle);
  const controlsId = useId();
  return (
    <Paper
      component="section"
      role="search"
      aria-label={typeof title === 'string' ? title : uiMessages.filters}
      variant="outlined"
      sx={{ px: 2, py: 1 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          <Button
            color="inherit"
            onClick={toggle}
            aria-expanded={open}
            aria-controls={controlsId}
            startIcon={<FilterListIcon />}
            endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
            sx={{ font: 'inherit', textTransform: 'none', ml: -1 }}
          >
            {title}
            {active > 0 && (
              <Box component="span" className="filter-count" sx={countSx}>
                {active}
                <Box component="span" sx={visuallyHidden}>
                  {uiMessages.activeFilters}
                </Box>
              </Box>
            )}
          </Button>
        </Typography>
        {onReset && (
          <Button size="small" onClick={onReset}>
            {uiMessages.resetFilters}
          </Button>
        )}
      </Stack>
      <Collapse in={open} id={controlsId}>
        <Box sx={barControlsSx}>{children}</Box>
      </Collapse>
    </Paper>
  );
}

const countSx = {
  ml: 1,
  px: 0.75,
  minWidth: 22,
  borderRadius: 11,
  bgcolor: 'primary.main',
  color: 'primary.contrastText',
  fontSize: '0.75rem',
  lineHeight: '22px',
  textAlign: 'center',
} as const;

/** The controls side by side, wrapping onto further lines. */
const barControlsSx = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: 2,
  pt: 1,
  pb: 1,
  '& > *': { flex: '1 1 200px', minWidth: 180, maxWidth: 340 },
  '& > .filter-wide': { flex: '2 1 360px', maxWidth: 460 },
} as const;

export interface FilterFieldProps {
  /** A caption above a control that has no label of its own (a group of buttons, a picker). */
  label: ReactNode;
  children: ReactNode;
  /** Takes a wider slot of the filter bar (two fields side by side: a date range). */
  wide?: boolean;
}

/** One labelled group inside a FilterPanel, for controls without their own label. */
export function FilterField({ label, children, wide }: FilterFieldProps) {
  return (
    <Stack
      spacing={0.75}
      role="group"
      aria-label={typeof label === 'string' ? label : undefined}
      className={wide ? 'filter-wide' : undefined}
    >
      <Typography
        variant="caption"
        component="div"
        sx={{ color: 'text.secondary', fontWeight: 500 }}
      >
        {label}
      </Typography>
      {children}
    </Stack>
  );
}

export interface ListScreenLayoutProps {
  /** The filter bar, above the table. */
  filters: ReactNode;
  children: ReactNode;
}

/**
 * The body of a list screen: the filter bar above the table, so that the table has the page's
 * whole width (docs/decisions/lists.md, "Lists at laptop widths").
 */
export function ListScreenLayout({ filters, children }: ListScreenLayoutProps) {
  return (
    <Stack spacing={2}>
      {filters}
      <Box sx={{ minWidth: 0 }}>{children}</Box>
    </Stack>
  );
}
