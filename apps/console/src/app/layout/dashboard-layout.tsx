import { PushConsentDialog, usePushConsent } from '@app/auth-feature';
import { ListWarmup, preloadListCode, UiProvider } from '@app/ui';
import { useAuthStore } from '@app/util-auth';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import { lazy, memo, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { SideMenu } from './side-menu';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { TopBar } from './top-bar';
import { useLayoutView } from './use-layout-view';
import { useWorkQueues } from './work-queues';

/**
 * The host of the picker modals (buildings, shops, accounts, shippers) that features open with
 * `pickShippers()` and the like. Loaded after first paint: it brings the DataGrid along. It is handed
 * the domains' status labels its filters show.
 */
const PickerHost = lazy(() =>
  Promise.all([import('@app/ui-pickers'), import('./picker-vocabulary')]).then(([m, v]) => {
    m.configurePickers(v.pickerVocabulary);
    return { default: m.PickerHost };
  }),
);

const WIDE = 260;
const MINI = 64;
/** Whether the person folded the desktop menu to its icons: remembered in this browser. */
const MENU_MINI_KEY = 'console-menu-mini';
const readMenuMini = () => {
  try {
    return localStorage.getItem(MENU_MINI_KEY) === '1';
  } catch {
    return false;
  }
};
const storeMenuMini = (mini: boolean) => {
  try {
    localStorage.setItem(MENU_MINI_KEY, mini ? '1' : '0');
  } catch {
    // A browser that refuses storage forgets the choice; the menu still folds.
  }
};

/**
 * The signed-in shell: top bar, side menu and the page. Desktop shows the full menu, tab its icons,
 * mobile a drawer that closes after a choice. While the browser-notification question is open the
 * page is hidden.
 *
 * Memoised: the router renders a new `<DashboardLayout />` on every navigation, a list's page or
 * filter change included, and the whole shell (top bar, menu, some 800 components with the list)
 * re-rendered with it. It takes no props; the page below comes through `<Outlet />`, which the
 * router's context updates, and the menu and the title follow the URL on their own.
 */
export const DashboardLayout = memo(function DashboardLayout() {
  const user = useAuthStore((s) => s.user);
  const view = useLayoutView();
  const [collapsed, setCollapsedState] = useState(() => view !== 'desktop' || readMenuMini());
  // On a desktop the choice is the person's and is remembered; tab and mobile fold by themselves.
  const setCollapsed = (next: boolean | ((c: boolean) => boolean)) =>
    setCollapsedState((c) => {
      const value = typeof next === 'function' ? next(c) : next;
      if (view === 'desktop') storeMenuMini(value);
      return value;
    });
  const push = usePushConsent(user?.sub);
  useWorkQueues(user?.sub);

  useEffect(() => {
    setCollapsedState(view !== 'desktop' || readMenuMini());
  }, [view]);
  // The list table's code, when the browser is idle after the shell has painted.
  useEffect(() => preloadListCode(), []);

  if (!user) return null;
  const mobile = view === 'mobile';
  const width = mobile ? 0 : collapsed ? MINI : WIDE;
  const menu = (
    <SideMenu
      role={user.role}
      mini={!mobile && collapsed}
      onNavigate={() => mobile && setCollapsed(true)}
      onExpand={() => setCollapsed(false)}
    />
  );

  return (
    <UiProvider>
      <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
        <SkipLink />
        <TopBar
          view={view}
          menuCollapsed={collapsed}
          onToggleMenu={() => setCollapsed((c) => !c)}
        />
        {mobile ? (
          <Drawer
            variant="temporary"
            open={!collapsed}
            onClose={() => setCollapsed(true)}
            slotProps={{ paper: { sx: { width: WIDE } } }}
            keepMounted
          >
            <Toolbar />
            {menu}
          </Drawer>
        ) : (
          <Drawer
            variant="permanent"
            sx={{ width, flexShrink: 0, transition: 'width 200ms' }}
            slotProps={{ paper: { sx: { width, overflowX: 'hidden', transition: 'width 200ms' } } }}
          >
            <Toolbar />
            {menu}
          </Drawer>
        )}
        <Box
          component="main"
          id={MAIN_CONTENT_ID}
          // Focusable by the skip link only; the ring would frame the whole page.
          tabIndex={-1}
          aria-hidden={push.open || undefined}
          sx={{
            '&:focus': { outline: 'none' },
            flexGrow: 1,
            minWidth: 0,
            p: { xs: 2, md: 3 },
            visibility: push.open ? 'hidden' : 'visible',
          }}
        >
          <Toolbar />
          <Outlet />
        </Box>
        <PushConsentDialog {...push} />
        <Suspense fallback={null}>
          <PickerHost />
        </Suspense>
        <ListWarmup />
      </Box>
    </UiProvider>
  );
});
