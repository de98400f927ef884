import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import type { NotificationOut } from '@/lib/api/types';
import { formatDateTime, formatRelativeTime } from '@/lib/format';

type Props = {
  items: NotificationOut[];
  onOpen: (notification: NotificationOut) => void;
};

export const NO_NOTIFICATIONS = 'No notifications';

/** The menu's items: message and relative time; choosing one follows its link. */
export function NotificationList({ items, onOpen }: Props) {
  if (items.length === 0) {
    return (
      <MenuItem disabled sx={{ justifyContent: 'center', py: 2 }}>
        {NO_NOTIFICATIONS}
      </MenuItem>
    );
  }
  return items.map((notification) => (
    <MenuItem
      key={notification.notification_id}
      onClick={() => onOpen(notification)}
      sx={{ whiteSpace: 'normal', alignItems: 'flex-start', py: 1.25 }}
    >
      <ListItemText
        primary={notification.message}
        secondary={
          <time dateTime={notification.created_at} title={formatDateTime(notification.created_at)}>
            {formatRelativeTime(notification.created_at)}
          </time>
        }
      />
    </MenuItem>
  ));
}
