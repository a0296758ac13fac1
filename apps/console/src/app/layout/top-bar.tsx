import { roleLabels } from '@app/contract';
import { sendTestNotification, signOut } from '@app/auth-feature';
import { UnreadCount } from '@app/notifications-feature';
import { ColorSchemeChoice, IconAction } from '@app/ui';
import { paths, useAuthStore } from '@app/util-auth';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '../messages';
import { PaletteTrigger } from '../palette/palette-trigger';
import type { LayoutView } from './use-layout-view';
import { WorkSoundItem } from './work-sound-item';

interface TopBarProps {
  view: LayoutView;
  /** Desktop and tab: the menu shows icons only. Mobile: the drawer is closed. */
  menuCollapsed: boolean;
  onToggleMenu: () => void;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(-2)
    .map((w) => w[0]?.toUpperCase())
    .join('');

/**
 * 'Đăng xuất', in the account menu (mounted while the menu is open). It holds the router's
 * `navigate`, not the top bar: `useNavigate` re-renders its component on every change of the URL, a
 * list's page or filter included, and the whole bar (some 80 components) re-rendered with it.
 */
function SignOutItem({ onChosen }: { onChosen: () => void }) {
  const navigate = useNavigate();
  const onSignOut = async () => {
    onChosen();
    await signOut();
    navigate(paths.signIn, { replace: true });
  };
  return (
    <MenuItem onClick={() => void onSignOut()}>
      <ListItemIcon>
        <LogoutOutlined fontSize="small" />
      </ListItemIcon>
      {messages.signOut}
    </MenuItem>
  );
}

/** The top bar: the menu toggle and the account menu with sign-out. */
export function TopBar({ view, menuCollapsed, onToggleMenu }: TopBarProps) {
  const user = useAuthStore((s) => s.user);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const toggleLabel =
    view === 'mobile'
      ? menuCollapsed
        ? messages.openMenu
        : messages.closeMenu
      : menuCollapsed
        ? messages.expandMenu
        : messages.collapseMenu;

  return (
    <AppBar
      position="fixed"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', zIndex: (t) => t.zIndex.drawer + 1 }}
    >
      <Toolbar sx={{ gap: 1 }}>
        <IconAction
          edge="start"
          onClick={onToggleMenu}
          label={toggleLabel}
          aria-expanded={!menuCollapsed}
        >
          {menuCollapsed ? <MenuIcon /> : <MenuOpenIcon />}
        </IconAction>
        <Typography
          component="div"
          variant="h6"
          noWrap
          sx={{ flexGrow: 1, fontWeight: 600, color: 'primary.main' }}
        >
          {messages.appName}
        </Typography>
        {user && <PaletteTrigger role={user.role} />}
        {user && <UnreadCount />}
        {user && (
          <>
            <Tooltip title={messages.accountTooltip(user.name)}>
              <IconButton
                onClick={(e) => setAnchor(e.currentTarget)}
                aria-label={messages.account(user.name, initials(user.name))}
                aria-haspopup="menu"
                aria-expanded={Boolean(anchor)}
              >
                <Avatar
                  src={user.avatar ?? undefined}
                  alt=""
                  sx={{ width: 34, height: 34, fontSize: 14, bgcolor: 'primary.main' }}
                >
                  {initials(user.name)}
                </Avatar>
              </IconButton>
            </Tooltip>
            <Menu
              anchorEl={anchor}
              open={Boolean(anchor)}
              onClose={() => setAnchor(null)}
              anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
              transformOrigin={{ vertical: 'top', horizontal: 'right' }}
            >
              <Box sx={{ px: 2, py: 1, minWidth: 220 }}>
                <Typography sx={{ fontWeight: 600 }}>{user.name}</Typography>
                {user.email && (
                  <Typography variant="body2" color="text.secondary">
                    {user.email}
                  </Typography>
                )}
                <Typography variant="caption" color="text.secondary">
                  {roleLabels[user.role]}
                </Typography>
              </Box>
              <Divider />
              <ColorSchemeChoice />
              <Divider />
              <MenuItem
                onClick={() => {
                  setAnchor(null);
                  void sendTestNotification().catch(() => undefined);
                }}
              >
                <ListItemIcon>
                  <NotificationsActiveOutlined fontSize="small" />
                </ListItemIcon>
                {messages.testPush}
              </MenuItem>
              <WorkSoundItem accountId={user.sub} />
              <SignOutItem onChosen={() => setAnchor(null)} />
            </Menu>
          </>
        )}
      </Toolbar>
    </AppBar>
  );
}
