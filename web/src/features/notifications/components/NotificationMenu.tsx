import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState, type MouseEvent } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import type { NotificationOut } from '@/lib/api/types';
import { useFollowLink } from '@/lib/links';
import { layout } from '@/lib/theme';
import { useClearNotifications } from '../api/clear-notifications';
import { useDeleteNotification } from '../api/delete-notification';
import { useNotifications } from '../api/get-notifications';
import { NotificationList } from './NotificationList';

type Props = { userId: number };

/** The room a popover leaves at each side of the screen. */
const PHONE_MARGIN = 16;

/** The top bar's notifications: refetched on every open, a dot when more than one is waiting. */
export function NotificationMenu({ userId }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const notifications = useNotifications(userId);
  const remove = useDeleteNotification();
  const clear = useClearNotifications();
  const followLink = useFollowLink();
  const items = notifications.data ?? [];
  const open = anchor !== null;

  const toggle = (event: MouseEvent<HTMLElement>) => {
    if (open) {
      setAnchor(null);
      return;
    }
    setAnchor(event.currentTarget);
    void notifications.refetch();
  };

  /** Navigate to the notification's link, then delete it. */
  const openNotification = async (notification: NotificationOut) => {
    setAnchor(null);
    try {
      await followLink(notification.link);
    } finally {
      remove.mutate(notification.notification_id);
    }
  };

  /** Clearing cannot be undone: the menu closes on a question first. */
  const askClearAll = () => {
    setAnchor(null);
    setConfirming(true);
  };

  const clearAll = () => {
    setConfirming(false);
    clear.mutate(userId);
  };

  return (
    <>
      <IconButton
        color="inherit"
        aria-label="Notifications"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? 'notification-menu' : undefined}
        onClick={toggle}
      >
        <Badge variant="dot" color="error" invisible={items.length <= 1} data-testid="notification-dot">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Menu
        id="notification-menu"
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            sx: {
              minWidth: layout.notificationMenuMinWidth,
              maxWidth: 480,
              maxHeight: 480,
              // A phone is narrower than the menu's 400 px: it takes the screen's width less its margins instead.
              [`@media (max-width: ${layout.notificationMenuMinWidth + 2 * PHONE_MARGIN - 0.05}px)`]: {
                minWidth: `calc(100vw - ${2 * PHONE_MARGIN}px)`,
                maxWidth: `calc(100vw - ${2 * PHONE_MARGIN}px)`,
              },
            },
          },
          list: { 'aria-label': 'Notifications', dense: false },
        }}
      >
        <ListSubheader sx={{ lineHeight: '40px', fontWeight: 700 }}>Notifications</ListSubheader>
        {notifications.isFetching && <LinearProgress aria-label="Loading notifications" sx={{ mx: 2 }} />}
        <NotificationList items={items} onOpen={(notification) => void openNotification(notification)} />
        <Divider />
        <MenuItem onClick={askClearAll} disabled={items.length === 0} sx={{ justifyContent: 'center', color: 'primary.main' }}>
          Clear all
        </MenuItem>
      </Menu>
      <ConfirmDialog
        open={confirming}
        title="Clear all notifications?"
        confirmLabel="Clear all"
        destructive
        onConfirm={clearAll}
        onClose={() => setConfirming(false)}
      >
        {items.length === 1 ? 'Your notification goes' : `All ${items.length} of your notifications go`} for good: they cannot be
        brought back.
      </ConfirmDialog>
    </>
  );
}
