import { NotePopover } from '@app/ui';
import { messages } from '../messages';

/** The reject reason of a transaction, in a popover opened from its status cell. */
export function RejectReasonPopover({ code, notes }: { code: string; notes: string }) {
  return (
    <NotePopover
      label={messages.showRejectReason(code)}
      title={messages.rejectReason}
      text={notes}
      emptyText={messages.unknown}
      textTestId="reject-reason"
    />
  );
}
