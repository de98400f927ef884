import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import type { HTMLAttributes } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { layout } from '@/lib/theme';
import { isActive, LATER_RELEASE, NAV_ITEMS, type NavItem } from './nav-items';

const ICON_SLOT = 40; // padding 16 + icon 24 = 56: the labels start exactly where the rail ends
/** The id of the phone's menu, which the top bar's menu button controls. */
export const NAV_MENU_ID = 'nav-menu';

/**
 * Labels take the open drawer's width less the icon and the right padding, and wrap within it ("Customer
 * Quotes & / Orders") instead of being cut. The width is fixed, so an entry is as tall on the rail as open.
 */
const LABEL_WIDTH = layout.drawerWidth - layout.railWidth - 16;
const labelProps = { primary: { sx: { width: LABEL_WIDTH, whiteSpace: 'normal', lineHeight: 1.25 } } } as const;

const itemSx = {
  minHeight: 48,
  px: 2,
  borderRadius: 0,
  '& .MuiListItemIcon-root': { minWidth: ICON_SLOT, color: 'inherit' },
  '&.Mui-selected': { bgcolor: 'brand.accentLight', color: 'primary.main' },
} as const;

type EntryProps = { item: NavItem; pathname: string; onNavigate?: () => void };

function Entry({ item, pathname, onNavigate }: EntryProps) {
  const Icon = item.icon;
  const content = (
    <>
      <ListItemIcon>
        <Icon aria-hidden />
      </ListItemIcon>
      <ListItemText primary={item.label} className="nav-label" slotProps={labelProps} />
    </>
  );
  if (!item.available) {
    return (
      <Tooltip title={LATER_RELEASE} placement="right" describeChild>
        <Box component="span" sx={{ display: 'block', width: '100%' }}>
          <ListItemButton disabled sx={itemSx}>
            {content}
          </ListItemButton>
        </Box>
      </Tooltip>
    );
  }
  const selected = isActive(item, pathname);
  return (
    <ListItemButton
      component={RouterLink}
      to={item.path}
      selected={selected}
      aria-current={selected ? 'page' : undefined}
      onClick={onNavigate}
      sx={itemSx}
    >
      {content}
    </ListItemButton>
  );
}

function Entries({ onLogout, onNavigate }: { onLogout: () => void; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <>
      <List disablePadding aria-label="Sections" sx={{ flexGrow: 1, pt: 1 }}>
        {NAV_ITEMS.map((item) => (
          <ListItem key={item.path} disablePadding>
            <Entry item={item} pathname={pathname} onNavigate={onNavigate} />
          </ListItem>
        ))}
      </List>
      <List disablePadding sx={{ pb: 1 }}>
        <ListItem disablePadding>
          <ListItemButton onClick={onLogout} sx={itemSx}>
            <ListItemIcon>
              <LogoutIcon aria-hidden />
            </ListItemIcon>
            <ListItemText primary="Log out" className="nav-label" slotProps={labelProps} />
          </ListItemButton>
        </ListItem>
      </List>
    </>
  );
}

const paperProps = {
  'data-testid': 'nav-drawer',
  component: 'nav',
  'aria-label': 'Main navigation',
} as HTMLAttributes<HTMLDivElement>;

type Props = {
  top: number;
  onLogout: () => void;
  /** On a phone: the drawer is a menu over the page, opened from the top bar, closed by choosing an entry. */
  menu?: { open: boolean; onClose: () => void };
};

/** The permanent left drawer: a 56 px rail that widens to 200 px on hover (or keyboard focus); a menu on a phone. */
export function NavDrawer({ top, onLogout, menu }: Props) {
  if (menu) {
    return (
      <Drawer
        variant="temporary"
        open={menu.open}
        onClose={menu.onClose}
        // Below the top bar, which stays above the menu (it holds the button that closes it): at the top of the
        // screen the first entry, Home, sat under the bar, out of sight and out of reach.
        slotProps={{
          paper: { ...paperProps, id: NAV_MENU_ID, sx: { width: layout.drawerWidth, top, height: `calc(100% - ${top}px)` } },
        }}
      >
        <Entries onLogout={onLogout} onNavigate={menu.onClose} />
      </Drawer>
    );
  }
  return (
    <Drawer
      variant="permanent"
      slotProps={{
        paper: {
          ...paperProps,
          sx: (theme) => ({
            top,
            height: `calc(100% - ${top}px)`,
            width: layout.railWidth,
            overflowX: 'hidden',
            whiteSpace: 'nowrap',
            borderRight: `1px solid ${theme.palette.divider}`,
            transition: theme.transitions.create(['width', 'box-shadow'], {
              duration: theme.transitions.duration.shortest,
            }),
            '& .nav-label': { opacity: 0, transition: theme.transitions.create('opacity') },
            '&:hover, &:has(:focus-visible)': {
              width: layout.drawerWidth,
              boxShadow: theme.shadows[8],
              '& .nav-label': { opacity: 1 },
            },
          }),
        },
      }}
    >
      <Entries onLogout={onLogout} />
    </Drawer>
  );
}
