import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { CellButton, cellIcons } from '@app/ui';
import { messages } from '../messages';

/** The reject reason of a transaction, in a popover opened from its status cell. */
export function RejectReasonPopover({ code, notes }: { code: string; notes: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <CellButton
        label={messages.showRejectReason(code)}
        iconPath={cellIcons.stickyNote}
        primary
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
            {messages.rejectReason}
          </Typography>
          <Typography
            variant="body2"
            sx={{ px: 2, pb: 1.5, maxWidth: 320, whiteSpace: 'pre-wrap' }}
            data-testid="reject-reason"
          >
            {notes || messages.unknown}
          </Typography>
        </Popover>
      )}
    </>
  );
}
