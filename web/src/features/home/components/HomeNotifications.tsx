import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { NotificationOut } from '@/lib/api/types';
import { formatDateTime, formatRelativeTime } from '@/lib/format';
import { useFollowLink } from '@/lib/links';

export const NO_HOME_NOTIFICATIONS = 'You have no notifications.';

export function HomeNotifications({ items }: { items: NotificationOut[] }) {
  const followLink = useFollowLink();
  return (
    <Paper component="section" aria-labelledby="day-notifications" elevation={0} sx={{ p: 2.5, border: 1, borderColor: 'divider' }}>
      <Typography id="day-notifications" variant="h2" sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, color: 'primary.main' }}>
        <NotificationsIcon aria-hidden />
        Notifications
      </Typography>
      {items.length === 0 ? (
        <Typography color="text.secondary">{NO_HOME_NOTIFICATIONS}</Typography>
      ) : (
        <List disablePadding>
          {items.map((n) => (
            <ListItemButton
              key={n.notification_id}
              disabled={!n.link}
              onClick={() => void followLink(n.link)}
              sx={{ borderRadius: 2, px: 1.5 }}
            >
              <ListItemText
                primary={n.message}
                secondary={
                  <time dateTime={n.created_at} title={formatDateTime(n.created_at)}>
                    {formatRelativeTime(n.created_at)}
                  </time>
                }
              />
            </ListItemButton>
          ))}
        </List>
      )}
    </Paper>
  );
}
