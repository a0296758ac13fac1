import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem, { type MenuItemProps } from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { forwardRef, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { onChangeMade, onLive } from '@app/data-access-api';
import { DEFAULT_INBOX_PAGE, type InboxEntry } from '@app/notifications-contract';
import { formatDateTime } from '@app/util-format';
import { messages } from '../messages';
import { inboxStore, markRead, useInbox, useUnreadCount } from '../store/inbox-store';

/** How often the top bar asks again. */
const REFRESH_MS = 60_000;
const m = messages.inbox;
const inboxQuery = { page: 1, quantity: DEFAULT_INBOX_PAGE };

/**
 * The top bar's bell: the signed-in staff member's unread count (`GET /notification/count/unread`,
 * asked on mount, on every change of their inbox the live stream announces, and every minute) on a button that opens the latest entries of their inbox
 * (`GET /notification/inbox`, loaded while open): title, time DD-MM-YYYY HH:mm, unread ones bold.
 * Opening an entry marks it read and goes to its URL; 'Đánh dấu tất cả là đã đọc' marks them all.
 * Both are read again on opening and after any change the member makes in the console (approving
 * an account takes its 'Tài khoản chờ duyệt' notice away on the server).
 */
export function UnreadCount() {
  const unread = useUnreadCount();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const markAllRef = useRef<HTMLButtonElement>(null);
  const inbox = useInbox(anchor ? inboxQuery : null);
  useEffect(() => {
    const timer = setInterval(() => void inboxStore.unread.getState().invalidate(), REFRESH_MS);
    const reload = () => {
      void inboxStore.unread.getState().invalidate();
      void inboxStore.inbox.getState().invalidate();
    };
    const stopListening = onChangeMade(reload);
    // A notice received, read elsewhere or taken away (someone decided what it announced), and
    // whatever the stream may have missed: the count and the open list at once (issue 28).
    const stopLive = onLive((message) => {
      if (message.type !== 'change' || message.event.kind === 'inbox') reload();
    });
    return () => {
      clearInterval(timer);
      stopListening();
      stopLive();
    };
  }, []);
  const count = unread.data?.data.count ?? 0;
  const entries = inbox.data?.data ?? [];
  const nothingUnread = count === 0 && !entries.some((e) => !e.readAt);

  const chosen = (entry: InboxEntry) => {
    setAnchor(null);
    if (!entry.readAt) void markRead(entry._id);
  };

  return (
    <>
      <Tooltip title={messages.unread(count)}>
        <IconButton
          onClick={(e) => {
            setAnchor(e.currentTarget);
            void inboxStore.unread.getState().invalidate();
            void inboxStore.inbox.getState().invalidate();
          }}
          aria-label={m.open(count)}
          aria-haspopup="menu"
          aria-expanded={Boolean(anchor)}
          sx={{ mx: 0.5 }}
        >
          <Badge
            badgeContent={count}
            color="error"
            max={99}
            role="status"
            aria-label={messages.unread(count)}
          >
            <NotificationsOutlined color="action" />
          </Badge>
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            sx: { width: 360, maxWidth: 'calc(100vw - 32px)' },
            // The menu closes on Tab. From an entry, Tab goes to 'Đánh dấu tất cả là đã đọc' first
            // (the arrows only move between entries), so a keyboard reaches it; Tab from it closes.
            onKeyDownCapture: (e: KeyboardEvent<HTMLElement>) => {
              const button = markAllRef.current;
              if (e.key !== 'Tab' || e.shiftKey || !button || e.target === button) return;
              e.preventDefault();
              e.stopPropagation();
              button.focus();
            },
          },
          list: { 'aria-label': m.title },
        }}
      >
        <Box
          sx={{
            px: 2,
            py: 1,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
          }}
        >
          <Typography sx={{ fontWeight: 600 }}>{m.title}</Typography>
          {/* Never disabled: a button that disables itself under the focus drops the focus to the
              page, out of the menu, and Escape would no longer close it. With nothing unread a
              click does nothing. */}
          <Button
            ref={markAllRef}
            size="small"
            aria-disabled={nothingUnread || undefined}
            onClick={() => {
              if (!nothingUnread) void markRead();
            }}
            sx={nothingUnread ? { color: 'text.disabled' } : undefined}
          >
            {m.markAll}
          </Button>
        </Box>
        <Divider />
        {entries.length === 0 && (
          <MenuItem disabled>{inbox.loading ? m.loading : m.empty}</MenuItem>
        )}
        {entries.map((entry) => (
          <InboxEntryItem key={entry._id} entry={entry} onChosen={chosen} />
        ))}
      </Menu>
    </>
  );
}

/**
 * One entry of the open inbox: opening it marks it read (`onChosen`) and goes to its URL. It holds
 * the router's `navigate`, not the bell: `useNavigate` re-renders its component on every change of
 * the URL (a list's page or filter included), and the entries exist only while the menu is open.
 * The menu's props (focus, tab index) pass through to the `MenuItem`.
 */
const InboxEntryItem = forwardRef<
  HTMLLIElement,
  { entry: InboxEntry; onChosen: (entry: InboxEntry) => void } & MenuItemProps
>(function InboxEntryItem({ entry, onChosen, ...props }, ref) {
  const navigate = useNavigate();
  return (
    <MenuItem
      ref={ref}
      {...props}
      onClick={() => {
        onChosen(entry);
        if (entry.url?.startsWith('/')) void navigate(entry.url);
      }}
      aria-label={entry.readAt ? entry.title : `${entry.title} (${m.unreadEntry})`}
      sx={{ display: 'block', whiteSpace: 'normal', py: 1 }}
    >
      <Typography
        variant="body2"
        sx={{ fontWeight: entry.readAt ? 400 : 700 }}
        data-unread={entry.readAt ? undefined : 'true'}
      >
        {entry.title}
      </Typography>
      {entry.body && (
        <Typography variant="caption" color="text.secondary" component="div" noWrap>
          {entry.body}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary">
        {formatDateTime(entry.createdAt)}
      </Typography>
    </MenuItem>
  );
});
