import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import {
  RequestStatus,
  requestStatusLabels,
  transactionTypeLabels,
  type Transaction,
  type TransactionType,
} from '@app/transactions-contract';
import {
  ActionsDialog,
  DetailList,
  LiveRecordNotice,
  useLiveRecord,
  type DialogProps,
} from '@app/ui';
import { formatDateTime, formatMoney } from '@app/util-format';
import { messages } from '../messages';
import { refreshTransaction, useDecidingTransactions } from '../store/transactions-store';

const m = messages.view;

// 'Lịch sử' loads with the dialog's first opening: the list does not carry it.
const TransactionHistory = lazy(() =>
  import('./transaction-history').then((module) => ({ default: module.TransactionHistory })),
);

/** The lines of both parts: wide labels, notes and contents keep their line breaks. */
const rows = { labelWidth: 160, multiline: true, spacing: 1 } as const;

export interface TransactionViewPayload {
  row: Transaction;
  /** Runs the approval; resolves true when the dialog should close. */
  approve: (row: Transaction) => Promise<boolean>;
  /** Asks for the reason and rejects; resolves true when the dialog should close. */
  reject: (row: Transaction) => Promise<boolean>;
}

/**
 * 'Xem': the transaction, its user and bank details, its history ('Lịch sử': who approved or
 * rejected it, when, why), and Approve / Reject while it is pending.
 */
export function TransactionViewDialog({
  open,
  payload,
  onClose,
}: DialogProps<TransactionViewPayload>) {
  const { approve, reject } = payload;
  // The row as opened; 'Tải lại' shows it as it is now when it changed elsewhere (issue 28).
  const [row, setRow] = useState(payload.row);
  const [busy, setBusy] = useState(false);
  const deciding = Boolean(useDecidingTransactions()[row._id]);
  const stale = useLiveRecord('transaction', row._id, { status: row.status, busy: deciding });
  const reload = async () => {
    const now = await refreshTransaction(row._id);
    if (now) setRow(now);
  };
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
    <ActionsDialog
      open={open}
      onClose={onClose}
      title={m.title(row.transactionCode)}
      width="wide"
      dismissLabel={m.close}
      actions={
        pending && (
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
        )
      }
    >
      <LiveRecordNotice stale={stale} message={m.changedElsewhere} onReload={reload} />
      <Stack spacing={1}>
        <DetailList
          {...rows}
          fields={[
            { label: m.user, value: row.user.name || messages.unknown },
            { label: m.balance, value: formatMoney(row.user.balance) },
            { label: m.balancePending, value: formatMoney(row.user.balancePending) },
            { label: m.type, value: transactionTypeLabels[row.type as TransactionType] },
            { label: m.amount, value: formatMoney(row.amount) },
            { label: m.status, value: requestStatusLabels[row.status as RequestStatus] },
            { label: m.content, value: row.content },
            { label: m.createdAt, value: formatDateTime(row.createdAt) },
            {
              label: m.transactionDate,
              value: row.transactionDate ? formatDateTime(row.transactionDate) : '',
            },
            row.status === RequestStatus.REJECTED && { label: m.notes, value: row.notes },
          ]}
        />
        <Divider />
        <Typography variant="subtitle2">{m.bank}</Typography>
        {bank ? (
          <DetailList
            {...rows}
            fields={[
              { label: m.accountNumber, value: bank.accountNumber },
              { label: m.accountHolder, value: bank.accountHolder },
              { label: m.bankName, value: bank.bankName },
            ]}
          />
        ) : (
          <Typography variant="body2">{m.noBank}</Typography>
        )}
        <Divider />
        <Suspense fallback={null}>
          <TransactionHistory id={row._id} />
        </Suspense>
      </Stack>
    </ActionsDialog>
  );
}
