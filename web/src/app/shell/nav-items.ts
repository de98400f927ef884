import AssignmentIcon from '@mui/icons-material/AssignmentOutlined';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import HomeIcon from '@mui/icons-material/HomeOutlined';
import InventoryIcon from '@mui/icons-material/Inventory2Outlined';
import LocalShippingIcon from '@mui/icons-material/LocalShippingOutlined';
import ManageAccountsIcon from '@mui/icons-material/ManageAccountsOutlined';
import RequestQuoteIcon from '@mui/icons-material/RequestQuoteOutlined';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import type { SvgIconComponent } from '@mui/icons-material';

export type NavItem = {
  label: string;
  path: string;
  icon: SvgIconComponent;
  /** False while the screen is not built yet: shown disabled with a tooltip. */
  available: boolean;
  /** Other screens of the section (reached from its list), on which the entry shows as current too. */
  also?: readonly string[];
};

/** The record and form screens opened from the CRM list, and project planning (reached from the CRM and customers). */
const CRM_SCREENS = [
  '/customer',
  '/supplier',
  '/other',
  '/company',
  '/contact',
  '/address',
  '/contacts/new',
  '/addresses/new',
  '/projects',
] as const;

export const LATER_RELEASE = 'Arrives in a later release';

export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Home', path: '/', icon: HomeIcon, available: true },
  { label: 'CRM', path: '/crm', icon: GroupsIcon, available: true, also: CRM_SCREENS },
  { label: 'Taskpad', path: '/taskpad', icon: AssignmentIcon, available: true, also: ['/task'] },
  { label: 'Products', path: '/products', icon: InventoryIcon, available: true },
  { label: 'Customer Quotes & Orders', path: '/quotes', icon: RequestQuoteIcon, available: true },
  { label: 'Supplier Quotes & Orders', path: '/supplier-quotes', icon: StorefrontIcon, available: true },
  { label: 'Call-offs', path: '/call-offs', icon: LocalShippingIcon, available: true },
  { label: 'Users', path: '/users', icon: ManageAccountsIcon, available: true },
];

const isUnder = (path: string, pathname: string): boolean =>
  path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`);

/** The entry's own screen or anything under it (/crm, /crm/…), or one of its other screens (/company/new). */
export function isActive(item: Pick<NavItem, 'path' | 'also'>, pathname: string): boolean {
  return [item.path, ...(item.also ?? [])].some((path) => isUnder(path, pathname));
}
