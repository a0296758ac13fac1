import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
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
 * active filters, then the controls side by side, wrapping onto a second line when they must.
 */
export function FilterPanel(props: FilterPanelProps) {
  return usePhone() ? <FilterSheet {...props} /> : <FilterBar {...props} />;
}

/** The filter bar of a wider screen: folded or open above the table. */
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

/** The controls one under the other, the sheet's whole width. */
const sheetControlsSx = {
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  px: 2,
  py: 1,
  overflowY: 'auto',
} as const;

/**
 * The filters of a phone (docs/decisions/accessibility.md, "Phones"): one button, 'Bộ lọc (2)' with
 * the count of active filters, that opens the controls in a bottom sheet (a modal drawer), so that
 * the list's first row is on the first screen. The filters apply as they change, as in the bar;
 * 'Xóa bộ lọc' stays beside the button while some are active, and 'Xong' closes the sheet.
 */
function FilterSheet({
  children,
  title = uiMessages.filters,
  onReset,
  active = 0,
}: FilterPanelProps) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const name = typeof title === 'string' ? title : uiMessages.filters;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
      <Button
        variant="outlined"
        startIcon={<FilterListIcon />}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-expanded={open}
      >
        {active > 0 ? uiMessages.filtersCount(name, active) : name}
      </Button>
      {onReset && active > 0 && (
        <Button size="small" onClick={onReset}>
          {uiMessages.resetFilters}
        </Button>
      )}
      <Drawer
        anchor="bottom"
        open={open}
        onClose={() => setOpen(false)}
        keepMounted
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-modal': true,
            'aria-labelledby': titleId,
            sx: { maxHeight: '90dvh', borderTopLeftRadius: 12, borderTopRightRadius: 12 },
          },
        }}
      >
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, pt: 1.5, pb: 0.5 }}
        >
          <Typography id={titleId} variant="h6" component="h2">
            {active > 0 ? uiMessages.filtersCount(name, active) : name}
          </Typography>
          {onReset && (
            <Button size="small" onClick={onReset} disabled={active === 0}>
              {uiMessages.resetFilters}
            </Button>
          )}
        </Stack>
        <Box component="section" role="search" aria-label={name} sx={sheetControlsSx}>
          {children}
        </Box>
        <Box sx={{ p: 2, pt: 1 }}>
          <Button variant="contained" fullWidth onClick={() => setOpen(false)}>
            {uiMessages.filtersDone}
          </Button>
        </Box>
      </Drawer>
    </Stack>
  );
}

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
