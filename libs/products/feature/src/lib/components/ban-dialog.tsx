import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { productsMessages, type ShopProduct } from '@app/products-contract';
import { modalPaper, type DialogProps } from '@app/ui';
import { formatDateTime } from '@app/util-format';
import { messages } from '../messages';

export interface BanDialogPayload {
  product: ShopProduct;
  /** Bans or unbans with the note: `null` closes the dialog, a message is shown under the field. */
  submit: (note: string) => Promise<string | null>;
}

const m = messages.banDialog;

/**
 * Lock or unlock one product (spec 000 sections 2 and 4). Locking asks for the reason (required);
 * unlocking shows the reason of the current ban, with who and when, and takes an optional message.
 */
export function BanDialog({
  open,
  payload: { product, submit },
  onClose,
}: DialogProps<BanDialogPayload, true>) {
  const unban = product.banned;
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (!unban && !note.trim()) {
      setError(productsMessages.banNoteRequired);
      return;
    }
    setSaving(true);
    const refusal = await submit(note.trim());
    setSaving(false);
    if (refusal === null) onClose(true);
    else setError(refusal);
  };

  return (
    <Dialog
      open={open}
      onClose={() => onClose()}
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: modalPaper.form } }}
      aria-labelledby="ban-dialog-title"
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <DialogTitle id="ban-dialog-title">
          {unban ? m.unbanTitle : m.banTitle}: {product.name}
        </DialogTitle>
        <DialogContent>
          {unban && (
            <Alert severity="warning" sx={{ mb: 2 }} aria-label={m.currentReason}>
              <strong>{m.currentReason}:</strong> {product.banReason || '—'}
              {product.bannedBy && product.bannedAt && (
                <div>{m.bannedBy(product.bannedBy.name, formatDateTime(product.bannedAt))}</div>
              )}
            </Alert>
          )}
          <TextField
            label={unban ? m.message : m.reason}
            value={note}
            onChange={(e) => {
              setNote(e.target.value);
              setError(null);
            }}
            fullWidth
            multiline
            minRows={3}
            autoFocus
            required={!unban}
            margin="dense"
            error={Boolean(error)}
            helperText={error}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose()}>{m.cancel}</Button>
          <Button
            type="submit"
            variant="contained"
            color={unban ? 'primary' : 'error'}
            loading={saving}
          >
            {unban ? m.unban : m.ban}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
