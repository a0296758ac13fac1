import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Grid from '@mui/material/Grid';
import { uiMessages } from '../messages';

export interface FilterPanelProps {
  children: ReactNode;
  /** Heading of the panel; 'Bộ lọc' by default. */
  title?: ReactNode;
  /** Shows a 'Xóa bộ lọc' button that calls it. */
  onReset?: () => void;
}

/**
 * The left panel of a list screen: a titled, vertical stack of filter controls. It is a landmark
 * (`role="search"`) named by its title.
 */
export function FilterPanel({ children, title = uiMessages.filters, onReset }: FilterPanelProps) {
  return (
    <Paper
      component="section"
      role="search"
      aria-label={typeof title === 'string' ? title : uiMessages.filters}
      variant="outlined"
      sx={{ p: 2 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {onReset && (
          <Button size="small" onClick={onReset}>
            {uiMessages.resetFilters}
          </Button>
        )}
      </Stack>
      <Stack spacing={2}>{children}</Stack>
    </Paper>
  );
}

export interface FilterFieldProps {
  /** A caption above a control that has no label of its own (a group of buttons, a picker). */
  label: ReactNode;
  children: ReactNode;
}

/** One labelled group inside a FilterPanel, for controls without their own label. */
export function FilterField({ label, children }: FilterFieldProps) {
  return (
    <Stack spacing={0.75} role="group" aria-label={typeof label === 'string' ? label : undefined}>
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
  /** The filter panel, on the left from the `md` breakpoint, on top below it. */
  filters: ReactNode;
  children: ReactNode;
}

/** The body of a list screen: the filter panel beside the table. */
export function ListScreenLayout({ filters, children }: ListScreenLayoutProps) {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 4, lg: 3 }}>{filters}</Grid>
      <Grid size={{ xs: 12, md: 8, lg: 9 }} sx={{ minWidth: 0 }}>
        {children}
      </Grid>
    </Grid>
  );
}
