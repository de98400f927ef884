import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
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
import { NAV_MENU_ID } from './NavDrawer';

export const APP_TITLE = 'Brickmate — bricks & building materials';
const SHORT_TITLE = 'Brickmate';

type Props = {
  onLogout: () => void;
  /** A phone: the short title, and the avatar alone for the user (the name is its label and tooltip). */
  compact?: boolean;
  /** Opens the navigation menu (a phone, where the rail is hidden); no menu button without it. */
  onMenu?: () => void;
  menuOpen?: boolean;
};

export function TopBar({ onLogout, compact = false, onMenu, menuOpen = false }: Props) {
  const session = useSession();
  const name = `${session.firstName} ${session.lastName}`.trim();
  const initials = `${session.firstName.charAt(0)}${session.lastName.charAt(0)}`.toUpperCase();
  const avatar = (
    <Avatar sx={{ width: 28, height: 28, fontSize: 13, bgcolor: 'brand.accent' }} aria-hidden>
      {initials}
    </Avatar>
  );
  return (
    <AppBar
      position="fixed"
      elevation={0}
      data-testid="topbar"
      sx={{ height: layout.topBarHeight, zIndex: (theme) => theme.zIndex.drawer + 1 }}
    >
      <Toolbar
        disableGutters
        sx={{ minHeight: layout.topBarHeight, height: layout.topBarHeight, px: compact ? 0.5 : 1.5, gap: compact ? 0.5 : 1 }}
      >
        {onMenu && (
          <IconButton
            color="inherit"
            aria-label="Open the menu"
            aria-controls={menuOpen ? NAV_MENU_ID : undefined}
            aria-expanded={menuOpen}
            onClick={onMenu}
          >
            <MenuIcon />
          </IconButton>
        )}
        <Typography
          component="div"
          variant="h6"
          noWrap
          sx={{ flexGrow: 1, minWidth: 0, fontSize: '1.0625rem', fontWeight: 700 }}
          data-testid="app-title"
        >
          {compact ? SHORT_TITLE : APP_TITLE}
        </Typography>
        <AskBrickmateButton />
        {session.userId !== null && <NotificationMenu userId={session.userId} />}
        {compact ? (
          <Tooltip title={name}>
            <IconButton component={RouterLink} to="/profile" color="inherit" aria-label={name}>
              {avatar}
            </IconButton>
          </Tooltip>
        ) : (
          <Button component={RouterLink} to="/profile" color="inherit" sx={{ height: 36, px: 1 }} startIcon={avatar}>
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              {name}
            </Box>
          </Button>
        )}
        <Tooltip title="Log out">
          <IconButton color="inherit" aria-label="Log out" onClick={onLogout}>
            <LogoutIcon />
          </IconButton>
        </Tooltip>
      </Toolbar>
    </AppBar>
  );
}
