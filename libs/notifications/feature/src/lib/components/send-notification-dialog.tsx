import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { NamedRef } from '@app/contract';
import {
  createNotificationInputSchema,
  MAX_TITLE_LENGTH,
  notificationsMessages,
  SendType,
  sendTypeLabels,
  sendTypeValues,
  type CreateNotificationInput,
} from '@app/notifications-contract';
import { asApiError } from '@app/data-access-api';
import { FormDialog, toast, useUnsavedChangesGuard, type DialogProps } from '@app/ui';
import { pickBuildings, pickShops } from '@app/ui-pickers';
import { countRecipients, uploadImage } from '../api/notifications-api';
import { messages } from '../messages';
import { pickTargets } from './target-pickers';
import { RichTextEditor, type EditorValue } from '@app/ui/rich-text';

const m = messages.send;

export interface SendNotificationPayload {
  /** Sends: `null` closes the dialog, a message is shown in it. */
  submit: (input: CreateNotificationInput) => Promise<string | null>;
}

type Errors = Partial<Record<'targets' | 'title' | 'content', string>>;

/** Where the contract's messages show: the type and the targets share one line under the targets. */
const fieldOfPath: Record<string, keyof Errors> = {
  sendType: 'targets',
  listIds: 'targets',
  'notificationData.title': 'title',
  'notificationData.content': 'content',
};

/** Opens the picker of the target type; resolves to the chosen targets, or null when cancelled. */
async function pick(sendType: SendType, initial: NamedRef[]): Promise<NamedRef[] | null> {
  switch (sendType) {
    case SendType.BUILDING:
      return pickBuildings({
        multiple: true,
        initial: initial.map((t) => ({ address: '', ...t })),
      });
    case SendType.SHOP:
      return pickShops({ multiple: true, initial: initial.map((t) => ({ phone: '', ...t })) });
    default:
      return pickTargets(sendType, { multiple: true, initial });
  }
}

/**
 * 'Gửi thông báo mới' (spec 000 §2 Send-notification modal, §5): the target type, the targets
 * through the picker modals, the live recipient count, a title and the rich-text content. A
 * failed validation keeps the modal open with the messages of spec §5 under the fields.
 */
export function SendNotificationDialog({
  open,
  payload: { submit },
  onClose,
}: DialogProps<SendNotificationPayload, number>) {
  const [sendType, setSendType] = useState<SendType | ''>('');
  const [targets, setTargets] = useState<NamedRef[]>([]);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState<EditorValue>({ html: '', empty: true });
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [count, setCount] = useState<number | null>(null);
  /** Why the count could not be had (a target gone meanwhile, the network): shown instead of it. */
  const [countError, setCountError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // Closing or leaving with unsaved changes asks first (issue 25, item 27).
  const guard = useUnsavedChangesGuard(
    Boolean(sendType || targets.length || title || !content.empty),
  );

  // The live recipient count of the chosen targets.
  useEffect(() => {
    setCount(null);
    setCountError(null);
    if (!sendType || !targets.length) return;
    const controller = new AbortController();
    countRecipients({ sendType, listIds: targets.map((t) => t._id) }, controller.signal)
      .then((answer) => setCount(answer.data.count))
      .catch((error: unknown) => {
        const failure = asApiError(error);
        if (!controller.signal.aborted && failure.kind !== 'cancelled') {
          setCountError(failure.message);
        }
      });
    return () => controller.abort();
  }, [sendType, targets]);

  const chooseTargets = async () => {
    if (!sendType) {
      setErrors((e) => ({ ...e, targets: notificationsMessages.sendTypeRequired }));
      return;
    }
    const picked = await pick(sendType, targets);
    if (picked) {
      setTargets(picked.map((p) => ({ _id: p._id, name: p.name })));
      setErrors((e) => ({ ...e, targets: undefined }));
    }
  };

  const save = async () => {
    const input = {
      sendType: sendType || undefined,
      listIds: targets.map((t) => t._id),
      notificationData: { title, content: content.empty ? '' : content.html },
    };
    // Checked with the contract's schema; the first message of each place is shown.
    const parsed = createNotificationInputSchema.safeParse(input);
    const found: Errors = {};
    for (const issue of parsed.error?.issues ?? []) {
      // 'listIds.0' (a target gone bad) shows with the targets.
      const field = fieldOfPath[issue.path.join('.')] ?? fieldOfPath[String(issue.path[0])];
      found[field ?? 'targets'] ??= issue.message;
    }
    setErrors(found);
    if (!parsed.success) return;
    setSending(true);
    setRefusal(null);
    const message = await submit({
      ...parsed.data,
      notificationData: { title: parsed.data.notificationData.title, content: content.html },
    });
    setSending(false);
    if (message === null) {
      guard.release();
      onClose(count ?? 0);
    } else setRefusal(message);
  };

  return (
    <FormDialog
      open={open}
      title={m.title}
      width="wide"
      onCancel={() => onClose()}
      canClose={guard.confirmDiscard}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      submitting={sending}
      submitText={m.save}
      cancelText={m.cancel}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {refusal && <Alert severity="error">{refusal}</Alert>}
        <TextField
          select
          size="small"
          label={m.sendType}
          required
          value={sendType}
          onChange={(e) => {
            setSendType(e.target.value as SendType);
            setTargets([]);
          }}
          error={Boolean(errors.targets) && !sendType}
        >
          {sendTypeValues.map((v) => (
            <MenuItem key={v} value={v}>
              {sendTypeLabels[v]}
            </MenuItem>
          ))}
        </TextField>
        <Stack spacing={0.5}>
          <Typography variant="body2" color="text.secondary">
            {m.targets}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
            {targets.map((t) => (
              <Chip
                key={t._id}
                size="small"
                label={t.name}
                onDelete={() => setTargets((all) => all.filter((x) => x._id !== t._id))}
              />
            ))}
            <Button
              size="small"
              variant="outlined"
              onClick={() => void chooseTargets()}
              aria-label={`${m.chooseTargets} ${m.targets.toLowerCase()}`}
            >
              {m.chooseTargets}
            </Button>
          </Stack>
          {errors.targets && <FormHelperText error>{errors.targets}</FormHelperText>}
          {sendType && targets.length > 0 && (
            <Typography variant="body2" role="status" color={countError ? 'error' : undefined}>
              {countError ?? (count === null ? m.counting : m.recipients(count))}
            </Typography>
          )}
        </Stack>
        <TextField
          size="small"
          label={m.notTitle}
          required
          value={title}
          onChange={(e) => {
            setTitle(e.target.value);
            if (errors.title) setErrors((all) => ({ ...all, title: undefined }));
          }}
          error={Boolean(errors.title)}
          helperText={errors.title}
          slotProps={{ htmlInput: { maxLength: MAX_TITLE_LENGTH } }}
        />
        <Stack spacing={0.5}>
          <Typography variant="body2" color="text.secondary">
            {m.content} *
          </Typography>
          <RichTextEditor
            label={m.content}
            onChange={(value) => {
              setContent(value);
              if (!value.empty) setErrors((all) => ({ ...all, content: undefined }));
            }}
            uploadImage={(file) => uploadImage(file)}
            onUploadError={(message) => toast.error(message)}
            error={Boolean(errors.content)}
          />
          {errors.content && <FormHelperText error>{errors.content}</FormHelperText>}
        </Stack>
      </Stack>
    </FormDialog>
  );
}
