import Button from '@mui/material/Button';
import { toast } from '@app/ui';
import { messages } from '../../messages';
import type { ChangeResult } from '../../store/accounts-store';

/** A change's outcome as a toast: the server's message, green or red. */
export const showResult = (result: ChangeResult) =>
  result.ok ? toast.success(result.message) : toast.error(result.message);

/** The messages of a form less those of the fields that now have a value (trimmed). */
export const withoutFilled = (errors: Record<string, string>, form: Record<string, string>) =>
  Object.fromEntries(Object.entries(errors).filter(([key]) => !form[key]?.trim()));

/** A card's 'Lưu' button. */
export function SaveButton({ onSave, disabled }: { onSave: () => unknown; disabled?: boolean }) {
  return (
    <Button variant="contained" disabled={disabled} onClick={() => void onSave()}>
      {messages.actions.save}
    </Button>
  );
}
