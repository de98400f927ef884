import Box from '@mui/material/Box';
import { Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AssistantPanel, useAssistantInset } from '@/features/assistant/components/AssistantPanel';
import { logout } from '@/features/auth/api/logout';
import { PageLoader } from '@/components/PageLoader';
import { useSession } from '@/lib/session';
import { layout } from '@/lib/theme';
import { showDrawer, showTopBar } from './chrome';
import { GlobalSnackbar } from './GlobalSnackbar';
import { NavDrawer } from './NavDrawer';
import { NotificationBar } from './NotificationBar';
import { TopBar } from './TopBar';
import { usePhone } from './use-phone';

const onLogout = () => void logout();

/**
 * The layout of every route: top bar and drawer where they belong, the page, snackbar and notification bar.
 * On a phone the drawer is a menu opened from the top bar instead of a rail beside the page.
 */
export function AppShell() {
  const { pathname } = useLocation();
  const { isAuth } = useSession();
  const topBar = showTopBar(pathname, isAuth);
  const drawer = showDrawer(pathname, isAuth);
  const phone = usePhone();
  const [menuOpen, setMenuOpen] = useState(false);
  const menu = phone && drawer ? { open: menuOpen, onClose: () => setMenuOpen(false) } : undefined;
  const top = topBar ? layout.topBarHeight : 0;
  // The assistant's panel is docked on the right of every screen with the top bar; the page narrows for it.
  const inset = useAssistantInset();
  const right = topBar ? inset : 0;

  return (
    <>
      {topBar && (
        <TopBar onLogout={onLogout} compact={phone} onMenu={menu ? () => setMenuOpen(true) : undefined} menuOpen={menuOpen} />
      )}
      {drawer && <NavDrawer top={top} onLogout={onLogout} menu={menu} />}
      {topBar && <AssistantPanel top={top} />}
      <Box
        sx={{
          pt: `${top}px`,
          pl: drawer && !phone ? `${layout.railWidth}px` : 0,
          pr: `${right}px`,
          transition: (theme) => theme.transitions.create('padding-right'),
          minHeight: '100vh',
          boxSizing: 'border-box',
          display: 'flex',
          flexDirection: 'column',
          '& > *': { flexShrink: 0 },
        }}
      >
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <GlobalSnackbar />
      <NotificationBar />
    </>
  );
}
