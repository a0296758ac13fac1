import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BulkAnswer } from '@app/contract';
import type { DialogProps } from '../dialogs/dialogs';
import { DialogFrame } from '../dialogs/form-dialog';
import { StatusTag } from '../status-tag';
import { uiMessages } from '../messages';

const m = uiMessages.bulk;

/** What the result dialog shows. */
export interface BulkResultPayload {
  title: string;
  answer: BulkAnswer;
  /** The label of each asked id. */
  labels: Readonly<Record<string, string>>;
}

/**
 * The result of a bulk action: the summary ('Đã xử lý 3/5 bản ghi') and every asked row, named by
 * its label, as 'Đã xử lý' or 'Bị từ chối' with the server's reason.
 */
export function BulkResultDialog({ open, payload, onClose }: DialogProps<BulkResultPayload>) {
  const { title, answer, labels } = payload;
  return (
    <DialogFrame open={open} title={title} onCancel={() => onClose()}>
      <DialogContent>
        <Typography role="status" sx={{ fontWeight: 600, mb: 1 }}>
          {answer.message}
        </Typography>
        <List dense aria-label={m.rows} disablePadding>
          {answer.data.map((row) => (
            <ListItem key={row.id} divider disableGutters>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', minWidth: 0 }}>
                <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
                  {labels[row.id] ?? row.id}
                </Typography>
                <StatusTag
                  label={row.ok ? m.done : m.refused}
                  color={row.ok ? 'success' : 'error'}
                />
                {!row.ok && (
                  <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                    {row.message}
                  </Typography>
                )}
              </Stack>
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={() => onClose()} autoFocus>
          {m.close}
        </Button>
      </DialogActions>
    </DialogFrame>
  );
}
