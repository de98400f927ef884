import AddCommentIcon from '@mui/icons-material/AddCommentOutlined';
import ChatIcon from '@mui/icons-material/ChatOutlined';
import CloseIcon from '@mui/icons-material/Close';
import HistoryIcon from '@mui/icons-material/History';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { useAskQuestion } from '../api/ask-question';
import {
  closePanel,
  focusQuestion,
  newConversation,
  openPanel,
  panelStore,
  showHistory,
  usePanelState,
} from '../lib/panel-store';
import { PANEL_WIDTH, useWide } from '../lib/inset';
import { isPanelShortcut, LAUNCHER_ID, PANEL_ID } from '../lib/shortcut';
import { ChatView } from './ChatView';
import { HistoryView } from './HistoryView';

function closeToLauncher() {
  closePanel();
  document.getElementById(LAUNCHER_ID)?.focus();
}

/** Ctrl+/ anywhere: open the panel at the question box; pressed again inside the panel, close it. */
function usePanelShortcut(panel: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPanelShortcut(event)) return;
      event.preventDefault();
      if (!panelStore.get().open) openPanel();
      else if (panel.current?.contains(document.activeElement)) closeToLauncher();
      else focusQuestion();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [panel]);
}

/**
 * Brickmate's chat panel, docked on the right of every signed-in screen. It is not modal: the page beside it
 * stays usable (it narrows to make room on wide screens), record links open screens while the panel stays,
 * and its state survives navigation. Escape inside the panel closes it.
 */
export function AssistantPanel({ top }: { top: number }) {
  const state = usePanelState();
  const ask = useAskQuestion();
  const wide = useWide();
  const panelRef = useRef<HTMLElement>(null);
  usePanelShortcut(panelRef);

  const onKeyDown = (event: ReactKeyboardEvent) => {
    // Keys in the correction dialog bubble here through React's tree; only the panel's own elements count.
    if (event.key === 'Escape' && panelRef.current?.contains(event.target as Node)) {
      event.stopPropagation();
      closeToLauncher();
    }
  };
  // On a narrow screen the panel covers the page, so opening a record shows it by closing the panel.
  const onOpenRecord = () => {
    if (!wide) closePanel();
  };
  const history = state.view === 'history';

  return (
    <Drawer
      variant="persistent"
      anchor="right"
      open={state.open}
      slotProps={{
        transition: { unmountOnExit: true },
        paper: {
          sx: {
            top,
            height: `calc(100% - ${top}px)`,
            width: { xs: '100%', md: PANEL_WIDTH },
            boxSizing: 'border-box',
            borderLeft: 1,
            borderColor: 'divider',
          },
        },
      }}
    >
      <Box
        ref={panelRef}
        component="aside"
        id={PANEL_ID}
        aria-label="Brickmate"
        onKeyDown={onKeyDown}
        sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}
      >
        <Stack
          direction="row"
          spacing={0.5}
          sx={{ alignItems: 'center', px: 1.5, py: 0.75, borderBottom: 1, borderColor: 'divider' }}
        >
          <Typography variant="h2" component="h2" sx={{ flex: 1, fontSize: '1.125rem' }}>
            Brickmate
          </Typography>
          <Tooltip title={history ? 'Back to the conversation' : 'Conversation history'}>
            <IconButton
              aria-label={history ? 'Back to the conversation' : 'Conversation history'}
              onClick={history ? focusQuestion : showHistory}
            >
              {history ? <ChatIcon /> : <HistoryIcon />}
            </IconButton>
          </Tooltip>
          <Tooltip title="New conversation">
            <IconButton aria-label="New conversation" onClick={newConversation}>
              <AddCommentIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title="Close (Esc)">
            <IconButton aria-label="Close Brickmate" onClick={closeToLauncher}>
              <CloseIcon />
            </IconButton>
          </Tooltip>
        </Stack>
        {history ? (
          <HistoryView current={state.conversationId} />
        ) : (
          <ChatView state={state} ask={ask} onOpenRecord={onOpenRecord} />
        )}
      </Box>
    </Drawer>
  );
}
