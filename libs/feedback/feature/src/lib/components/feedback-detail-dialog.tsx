import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { HISTORY_PAGE_SIZE, historyAuthorLabel, type HistoryEntry } from '@app/contract';
import {
  FEEDBACK_REPLY_MAX,
  FeedbackChangeAction,
  FeedbackStatus,
  feedbackReplyInputSchema,
  feedbackStatusLabels,
  type FeedbackItem,
} from '@app/feedback-contract';
import {
  DetailList,
  DialogFrame,
  HistoryList,
  LiveRecordNotice,
  StatusTag,
  toast,
  useLiveRecord,
  type DialogProps,
} from '@app/ui';
import { formatDateTime } from '@app/util-format';
import { messages } from '../messages';
import { reloadFeedbackItem, replyTo, resolve, useFeedbackHistory } from '../store/feedback-store';

const m = messages.detail;

/** One entry of a feedback's history as a sentence: '… trả lời: …', '… đánh dấu đã xử lý'. */
export function describeFeedbackChange(entry: HistoryEntry): string {
  const who = historyAuthorLabel(entry.author);
  if (entry.action === FeedbackChangeAction.REPLY)
    return messages.history.replied(who, entry.reason);
  if (entry.action === FeedbackChangeAction.RESOLVE) return messages.history.resolved(who);
  return messages.history.other(who);
}

/**
 * A feedback in full (issue 29, beyond the spec's 'Chức năng chưa phát triển'): its content and
 * author, 'Trả lời' (the reply goes to the resident as a notification and resolves the feedback),
 * 'Đánh dấu đã xử lý' without a reply, and its history. A resolved feedback shows no form.
 */
export function FeedbackDetailDialog({ open, payload, onClose }: DialogProps<FeedbackItem>) {
  const [item, setItem] = useState(payload);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [page, setPage] = useState(1);
  const history = useFeedbackHistory(item._id, page, HISTORY_PAGE_SIZE);
  const resolved = item.status === FeedbackStatus.RESOLVED;
  // Decided elsewhere while open (issue 28): said so, with 'Tải lại'; a decision taken anyway is
  // refused by the server (409), whose message shows below.
  const stale = useLiveRecord('feedback', item._id, { status: item.status, busy });
  const reload = () => {
    const now = reloadFeedbackItem(item._id);
    if (now) setItem(now);
    setRefusal(null);
    setPage(1);
  };

  const decide = async (run: () => ReturnType<typeof resolve>) => {
    setBusy(true);
    setRefusal(null);
    try {
      const result = await run();
      if (result.ok) {
        setItem(result.data.data);
        setText('');
        setPage(1);
        toast.success(result.data.message);
      } else {
        setRefusal(result.error.message || m.unknownError);
        // Another member of staff decided first: the form gives way to the history.
        if (result.error.status === 409) setItem({ ...item, status: FeedbackStatus.RESOLVED });
      }
    } finally {
      setBusy(false);
    }
  };
  const send = () => {
    const parsed = feedbackReplyInputSchema.safeParse({ content: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? m.unknownError);
      return;
    }
    setError(null);
    void decide(() => replyTo(item, parsed.data.content));
  };

  return (
    <DialogFrame open={open} title={m.title(item.title)} onCancel={() => onClose()}>
      <DialogContent dividers>
        <LiveRecordNotice stale={stale} message={m.changedElsewhere} onReload={reload} />
        <Stack spacing={2}>
          <DetailList
            empty={m.noContent}
            multiline
            fields={[
              {
                label: m.status,
                value: (
                  <StatusTag
                    label={
                      feedbackStatusLabels[item.status as FeedbackStatus] ?? String(item.status)
                    }
                    color={resolved ? 'success' : 'warning'}
                  />
                ),
              },
              {
                label: m.author,
                value: [item.author.name, item.author.phone].filter(Boolean).join(' - '),
              },
              {
                label: m.residence,
                value: [item.apartment?.name, item.building?.name].filter(Boolean).join(', '),
              },
              { label: m.createdAt, value: formatDateTime(item.createdAt) },
              { label: m.content, value: item.content },
            ]}
          />
          {refusal && <Alert severity="error">{refusal}</Alert>}
          {resolved ? (
            <Alert severity="success">{m.resolved}</Alert>
          ) : (
            <TextField
              label={m.replyLabel}
              value={text}
              onChange={(event) => setText(event.target.value)}
              multiline
              minRows={3}
              fullWidth
              error={Boolean(error)}
              helperText={error ?? m.replyHelp}
              slotProps={{ htmlInput: { maxLength: FEEDBACK_REPLY_MAX + 1 } }}
            />
          )}
          <HistoryList
            entries={history.data?.data}
            total={history.data?.total ?? 0}
            describe={describeFeedbackChange}
            page={page}
            pageSize={HISTORY_PAGE_SIZE}
            onPage={setPage}
            loading={history.loading}
            error={history.error?.message}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose()}>{m.close}</Button>
        {!resolved && (
          <>
            <Button
              variant="outlined"
              disabled={busy}
              onClick={() => void decide(() => resolve(item))}
            >
              {m.resolve}
            </Button>
            <Button variant="contained" disabled={busy} onClick={send}>
              {m.send}
            </Button>
          </>
        )}
      </DialogActions>
    </DialogFrame>
  );
}
