import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { uiMessages } from '../messages';
import { FilterButton, filterTitle } from './filter-button';
import type { FilterPanelProps } from './filter-panel';

/** The controls one under the other, the sheet's whole width. */
const sheetControlsSx = {
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  px: 2,
  py: 1,
  overflowY: 'auto',
} as const;
const sheetPaperSx = { maxHeight: '90dvh', borderTopLeftRadius: 12, borderTopRightRadius: 12 };

/**
 * The filters of a phone (docs/decisions/accessibility.md, "Phones"): one button, 'Bộ lọc (2)' with
 * the count of active filters, that opens the controls in a bottom sheet (a modal drawer), so that
 * the list's first row is on the first screen. The filters apply as they change, as in the bar;
 * 'Xóa bộ lọc' is beside the button while some are active and in the sheet, and 'Xong' closes it.
 * The controls stay mounted while it is closed: a search being typed keeps its text.
 */
export function FilterSheet({ children, ...panel }: FilterPanelProps) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const title = filterTitle(panel);
  return (
    <>
      <FilterButton {...panel} onOpen={() => setOpen(true)} expanded={open} />
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
            sx: sheetPaperSx,
          },
        }}
      >
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, pt: 1.5, pb: 0.5 }}
        >
          <Typography id={titleId} variant="h6" component="h2">
            {title}
          </Typography>
          {panel.onReset && (
            <Button size="small" onClick={panel.onReset} disabled={!panel.active}>
              {uiMessages.resetFilters}
            </Button>
          )}
        </Stack>
        <Box
          component="section"
          role="search"
          aria-label={typeof panel.title === 'string' ? panel.title : uiMessages.filters}
          sx={sheetControlsSx}
        >
          {children}
        </Box>
        <Box sx={{ p: 2, pt: 1 }}>
          <Button variant="contained" fullWidth onClick={() => setOpen(false)}>
            {uiMessages.filtersDone}
          </Button>
        </Box>
      </Drawer>
    </>
  );
}
