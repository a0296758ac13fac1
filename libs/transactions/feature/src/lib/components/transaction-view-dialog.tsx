import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import {
  RequestStatus,
  requestStatusLabels,
  transactionTypeLabels,
  type Transaction,
  type TransactionType,
} from '@app/transactions-contract';
import { modalPaper, type DialogProps } from '@app/ui';
import { formatDateTime, formatMoney } from '@app/util-format';
import { messages } from '../messages';

const m = messages.view;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1}>
      <Typography variant="body2" sx={{ color: 'text.secondary', minWidth: 160 }}>
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ whiteSpace: 'pre-wrap' }}>
        {children}
      </Typography>
    </Stack>
  );
}

export interface TransactionViewPayload {
  row: Transaction;
  /** Runs the approval; resolves true when the dialog should close. */
  approve: (row: Transaction) => Promise<boolean>;
  /** Asks for the reason and rejects; resolves true when the dialog should close. */
  reject: (row: Transaction) => Promise<boolean>;
}

/** 'Xem': the transaction, its user and bank details, and Approve / Reject while it is pending. */
export function TransactionViewDialog({
  open,
  payload: { row, approve, reject },
  onClose,
}: DialogProps<TransactionViewPayload>) {
  const [busy, setBusy] = useState(false);
  const pending = row.status === RequestStatus.PENDING;
  const run = async (action: (row: Transaction) => Promise<boolean>) => {
    setBusy(true);
    try {
      if (await action(row)) onClose();
    } finally {
      setBusy(false);
    }
  };
  const bank = row.transactionBank;

  return (
    <Dialog
      open={open}
      onClose={() => onClose()}
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: modalPaper.wide } }}
      aria-labelledby="transaction-view-title"
    >
      <DialogTitle id="transaction-view-title">{m.title(row.transactionCode)}</DialogTitle>
      <DialogContent>
        <Stack spacing={1}>
          <Field label={m.user}>{row.user.name || messages.unknown}</Field>
          <Field label={m.balance}>{formatMoney(row.user.balance)}</Field>
          <Field label={m.balancePending}>{formatMoney(row.user.balancePending)}</Field>
          <Field label={m.type}>{transactionTypeLabels[row.type as TransactionType]}</Field>
          <Field label={m.amount}>{formatMoney(row.amount)}</Field>
          <Field label={m.status}>{requestStatusLabels[row.status as RequestStatus]}</Field>
          <Field label={m.content}>{row.content}</Field>
          <Field label={m.createdAt}>{formatDateTime(row.createdAt)}</Field>
          <Field label={m.transactionDate}>
            {row.transactionDate ? formatDateTime(row.transactionDate) : ''}
          </Field>
          {row.status === RequestStatus.REJECTED && <Field label={m.notes}>{row.notes}</Field>}
          <Divider />
          <Typography variant="subtitle2">{m.bank}</Typography>
          {bank ? (
            <>
              <Field label={m.accountNumber}>{bank.accountNumber}</Field>
              <Field label={m.accountHolder}>{bank.accountHolder}</Field>
              <Field label={m.bankName}>{bank.bankName}</Field>
            </>
          ) : (
            <Typography variant="body2">{m.noBank}</Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose()}>{m.close}</Button>
        {pending && (
          <>
            <Button
              color="error"
              variant="outlined"
              disabled={busy}
              onClick={() => void run(reject)}
            >
              {m.reject}
            </Button>
            <Button variant="contained" loading={busy} onClick={() => void run(approve)}>
              {m.approve}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
