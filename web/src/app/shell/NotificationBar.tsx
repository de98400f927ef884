import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Slide from '@mui/material/Slide';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import {
  hideNotificationBar,
  NOTIFICATION_BAR_SWIPE_PX,
  NOTIFICATION_BAR_TIMEOUT_MS,
  notificationBarStore,
} from '@/lib/notification-bar';
import { useSwipeDown } from './use-swipe-down';

/** The global notification bar: bottom centre, slides up, hides after 3000 ms, on Close or a swipe down. */
export function NotificationBar() {
  const { visible, message, colour, key } = notificationBarStore.use();
  const { offset, handlers } = useSwipeDown(NOTIFICATION_BAR_SWIPE_PX, hideNotificationBar);

  useEffect(() => {
    if (!visible) return;
    const timer = window.setTimeout(hideNotificationBar, NOTIFICATION_BAR_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [visible, key]);

  return (
    <Box
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 24,
        display: 'flex',
        justifyContent: 'center',
        pointerEvents: 'none',
        zIndex: (theme) => theme.zIndex.snackbar + 1,
      }}
    >
      <Slide in={visible} direction="up" mountOnEnter unmountOnExit>
        <Paper
          role="status"
          aria-live="polite"
          data-testid="notification-bar"
          elevation={6}
          {...handlers}
          style={{ translate: offset ? `0 ${offset}px` : undefined }}
          sx={{
            pointerEvents: 'auto',
            touchAction: 'none',
            userSelect: 'none',
            display: 'flex',
            alignItems: 'center',
            gap: 2,
            minWidth: 280,
            maxWidth: 'calc(100vw - 32px)',
            pl: 2.5,
            pr: 1,
            py: 1,
            bgcolor: `${colour}.main`,
            color: `${colour}.contrastText`,
          }}
        >
          <Typography sx={{ flexGrow: 1 }}>{message}</Typography>
          <Button color="inherit" onClick={hideNotificationBar}>
            Close
          </Button>
        </Paper>
      </Slide>
    </Box>
  );
}
