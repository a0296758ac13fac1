import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { CellButton, cellIcons } from '../cell-button';

export interface NotePopoverProps {
  /** The cell button's accessible name ('Xem ghi chú DH…'). */
  label: string;
  /** The popover's heading ('Ghi chú', 'Lý do từ chối'). */
  title: string;
  /** The note or reason shown. */
  text: string;
  /** Shown when `text` is empty. */
  emptyText: string;
  /** The button in the primary colour (a row that has a note). */
  primary?: boolean;
  /** A test id on the shown text. */
  textTestId?: string;
}

/**
 * A note or a reason shown from a table cell: a light cell button, and a popover (mounted only
 * when opened) with a heading and the text as typed (line breaks kept).
 *
 * @example
 * <NotePopover label={`Xem ghi chú ${code}`} title="Ghi chú" text={row.shopNote} emptyText="Không có ghi chú" />
 */
export function NotePopover({
  label,
  title,
  text,
  emptyText,
  primary = true,
  textTestId,
}: NotePopoverProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <CellButton
        label={label}
        iconPath={cellIcons.stickyNote}
        primary={primary}
        onClick={(event) => setAnchor(event.currentTarget)}
      />
      {anchor && (
        <Popover
          open
          anchorEl={anchor}
          onClose={() => setAnchor(null)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        >
          <Typography variant="subtitle2" sx={{ px: 2, pt: 1.5 }}>
            {title}
          </Typography>
          <Typography
            variant="body2"
            sx={{ px: 2, pb: 1.5, maxWidth: 320, whiteSpace: 'pre-wrap' }}
            data-testid={textTestId}
          >
            {text || emptyText}
          </Typography>
        </Popover>
      )}
    </>
  );
}
