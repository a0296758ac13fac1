import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type DisplayOn,
  displayOnLabels,
  type NotificationDetailAnswer,
  type NotificationType,
  notificationTypeLabels,
  type SendType,
  sendTypeLabels,
} from '@app/notifications-contract';
import { ActionsDialog, DetailList, type DialogProps } from '@app/ui';
import { formatDateTime } from '@app/util-format';
import { messages } from '../messages';
import { useNotificationDetail } from '../store/notifications-store';

const m = messages.view;

export interface NotificationViewPayload {
  /** The row opened: its title heads the dialog while the rest loads. */
  id: string;
  title: string;
}

type Detail = NotificationDetailAnswer['data'];

/**
 * The content as a resident's app shows it: the stored HTML, which the server sanitised with its
 * allow-list when the notification was sent (`sanitize-content.ts`); the console's CSP refuses
 * inline scripts besides (docs/decisions/notifications.md, "A sent notification opens").
 */
function ContentPreview({ detail }: { detail: Detail }) {
  return (
    <Box
      component="section"
      aria-label={m.preview}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        p: 2,
        maxWidth: 420,
        '& img': { maxWidth: '100%', height: 'auto' },
        '& p': { my: 0.5 },
      }}
    >
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {detail.title}
      </Typography>
      <Box dangerouslySetInnerHTML={{ __html: detail.content }} />
    </Box>
  );
}

function DetailBody({ detail }: { detail: Detail }) {
  const targets =
    detail.targets.length === 0 ? (
      m.noTargets
    ) : (
      <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap' }}>
        {detail.targets.map((t) => (
          <Chip key={t._id} size="small" label={t.name} />
        ))}
      </Stack>
    );
  return (
    <Stack spacing={2}>
      <DetailList
        labelWidth={160}
        spacing={1}
        fields={[
          {
            label: m.type,
            value: notificationTypeLabels[detail.type as NotificationType] ?? String(detail.type),
          },
          {
            label: m.displayOn,
            value: detail.displayOn.map((d) => displayOnLabels[d as DisplayOn] ?? d).join(', '),
          },
          { label: m.creator, value: detail.creater?.name ?? '' },
          { label: m.createdAt, value: formatDateTime(detail.createdAt) },
          {
            label: m.sendType,
            value: sendTypeLabels[detail.sendType as SendType] ?? detail.sendType,
          },
          { label: m.targets, value: targets },
          { label: m.recipients, value: detail.recipientCount.toLocaleString('vi-VN') },
          { label: m.read, value: m.readOf(detail.readCount, detail.recipientCount) },
        ]}
      />
      <Typography variant="subtitle2" component="h2">
        {m.preview}
      </Typography>
      <ContentPreview detail={detail} />
    </Stack>
  );
}

/**
 * 'Xem' on a row of the notification list (issue 29, item 5): the notification as sent, its
 * targets, how many it reached and how many have read it. Loaded when opened, so that the read
 * count is today's.
 */
export function NotificationViewDialog({
  open,
  payload: { id, title },
  onClose,
}: DialogProps<NotificationViewPayload>) {
  const { data, loading, error, retry } = useNotificationDetail(id);
  return (
    <ActionsDialog
      open={open}
      onClose={onClose}
      title={m.title(title)}
      width="wide"
      dismissLabel={m.close}
    >
      {loading && !data && <LinearProgress aria-label={messages.inbox.loading} />}
      {error && !data && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={retry}>
              {m.retry}
            </Button>
          }
        >
          <strong>{m.loadFailed}</strong>
          {error.message ? ` — ${error.message}` : ''}
        </Alert>
      )}
      {data && <DetailBody detail={data.data} />}
    </ActionsDialog>
  );
}
