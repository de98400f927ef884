import Box from '@mui/material/Box';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useAssistantInset } from '@/features/assistant/lib/inset';
import { PageLoader } from '@/components/PageLoader';
import { notificationBarStore } from '@/lib/notification-bar';
import { useSession } from '@/lib/session';
import { snackbarStore } from '@/lib/snackbar';
import { layout } from '@/lib/theme';
import { usePhone } from '@/lib/use-phone';
import { showDrawer, showTopBar } from './chrome';
import { SkipLink } from './SkipLink';

// Loaded when first needed, so that the first screen (/login) downloads only the shell and its own page.
const SignedInChrome = lazy(() => import('./SignedInChrome'));
const GlobalSnackbar = lazy(() => import('./GlobalSnackbar').then((m) => ({ default: m.GlobalSnackbar })));
const NotificationBar = lazy(() => import('./NotificationBar').then((m) => ({ default: m.NotificationBar })));

/** Mounts its children once `shown` has been true (and keeps them, for their closing transition). */
function OnceShown({ shown, children }: { shown: boolean; children: ReactNode }) {
  const [mounted, setMounted] = useState(shown);
  if (shown && !mounted) setMounted(true);
  return mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}

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
  const snackbar = snackbarStore.use().visible;
  const notification = notificationBarStore.use().visible;

  return (
    <>
      {(topBar || drawer) && <SkipLink />}
      {/* Until the chrome has loaded (once), the page waits with it: a screen never shows without its bars. */}
      <Suspense fallback={<PageLoader />}>
        {(topBar || drawer) && (
          <SignedInChrome
            top={top}
            topBar={topBar}
            drawer={drawer}
            phone={phone}
            menu={menu}
            onMenu={menu ? () => setMenuOpen(true) : undefined}
          />
        )}
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
      </Suspense>
      <OnceShown shown={snackbar}>
        <GlobalSnackbar />
      </OnceShown>
      <OnceShown shown={notification}>
        <NotificationBar />
      </OnceShown>
    </>
  );
}
