import { AssistantPanel } from '@/features/assistant/components/AssistantPanel';
import { logout } from '@/features/auth/api/logout';
import { NavDrawer } from './NavDrawer';
import { TopBar } from './TopBar';

type Props = {
  /** Where the page starts below the top bar (0 without it). */
  top: number;
  topBar: boolean;
  drawer: boolean;
  phone: boolean;
  menu?: { open: boolean; onClose: () => void };
  onMenu?: () => void;
};

const onLogout = () => void logout();

/**
 * The top bar, the drawer and the assistant's panel: only a signed-in user sees them, so they load apart from
 * the shell (a first visit to /login never downloads them).
 */
export default function SignedInChrome({ top, topBar, drawer, phone, menu, onMenu }: Props) {
  return (
    <>
      {topBar && <TopBar onLogout={onLogout} compact={phone} onMenu={onMenu} menuOpen={menu?.open ?? false} />}
      {drawer && <NavDrawer top={top} onLogout={onLogout} menu={menu} />}
      {topBar && <AssistantPanel top={top} />}
    </>
  );
}
