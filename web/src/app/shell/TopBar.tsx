import LogoutIcon from '@mui/icons-material/Logout';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { AskBrickmateButton } from '@/features/assistant/components/AskBrickmateButton';
import { NotificationMenu } from '@/features/notifications/components/NotificationMenu';
import { useSession } from '@/lib/session';
import { layout } from '@/lib/theme';

export const APP_TITLE = 'Brickmate — bricks & building materials';

type Props = { onLogout: () => void };

export function TopBar({ onLogout }: Props) {
  const session = useSession();
  const name = `${session.firstName} ${session.lastName}`.trim();
  const initials = `${session.firstName.charAt(0)}${session.lastName.charAt(0)}`.toUpperCase();
  return (
    <AppBar
      position="fixed"
      elevation={0}
      data-testid="topbar"
      sx={{ height: layout.topBarHeight, zIndex: (theme) => theme.zIndex.drawer + 1 }}
    >
      <Toolbar disableGutters sx={{ minHeight: layout.topBarHeight, height: layout.topBarHeight, px: 1.5, gap: 1 }}>
        <Typography component="div" variant="h6" noWrap sx={{ flexGrow: 1, fontSize: '1.0625rem', fontWeight: 700 }}>
          {APP_TITLE}
        </Typography>
        <AskBrickmateButton />
        {session.userId !== null && <NotificationMenu userId={session.userId} />}
        <Button
          component={RouterLink}
          to="/profile"
          color="inherit"
          sx={{ height: 36, px: 1 }}
          startIcon={
            <Avatar sx={{ width: 28, height: 28, fontSize: 13, bgcolor: 'brand.accent' }} aria-hidden>
              {initials}
            </Avatar>
          }
        >
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {name}
          </Box>
        </Button>
        <Tooltip title="Log out">
          <IconButton color="inherit" aria-label="Log out" onClick={onLogout}>
            <LogoutIcon />
          </IconButton>
        </Tooltip>
      </Toolbar>
    </AppBar>
  );
}
