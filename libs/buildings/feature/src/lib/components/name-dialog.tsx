import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { modalPaper, type DialogProps } from '@app/ui';
import { messages } from '../messages';

export interface NamePayload {
  title: string;
  label: string;
  initial?: string;
  /** The spec's message for an empty name ('Vui lòng nhập tên tầng!'). */
  requiredMessage: string;
  /** Saves the name; resolves to the server's refusal message, or `null` when saved. */
  save: (name: string) => Promise<string | null>;
}

/** A one-field form (a floor's or an apartment's name): the refusal shows under the field. */
export function NameDialog({
  open,
  payload: { title, label, initial = '', requiredMessage, save },
  onClose,
}: DialogProps<NamePayload, string>) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const value = name.trim();
    if (!value) return setError(requiredMessage);
    setSaving(true);
    const refusal = await save(value);
    setSaving(false);
    if (refusal) setError(refusal);
    else onClose(value);
  };

  return (
    <Dialog
      open={open}
      onClose={() => onClose()}
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: modalPaper.form } }}
      aria-labelledby="name-dialog-title"
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="name-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <TextField
            label={label}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setError(null);
            }}
            fullWidth
            autoFocus
            required
            margin="dense"
            error={Boolean(error)}
            helperText={error}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose()}>{messages.cancel}</Button>
          <Button type="submit" variant="contained" loading={saving}>
            {messages.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
