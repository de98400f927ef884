import AssistantIcon from '@mui/icons-material/QuestionAnswerOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { togglePanel, usePanelState } from '../lib/panel-store';
import { LAUNCHER_ID, PANEL_ID, SHORTCUT_LABEL } from '../lib/shortcut';

/** The top bar's "Ask Brickmate" button: opens and closes the chat panel (so does Ctrl+/). */
export function AskBrickmateButton() {
  const { open } = usePanelState();
  return (
    <Tooltip title={`Ask Brickmate about products, prices, customers and quotes (${SHORTCUT_LABEL})`} describeChild>
      <Button
        id={LAUNCHER_ID}
        color="inherit"
        aria-label="Ask Brickmate"
        aria-expanded={open}
        aria-controls={open ? PANEL_ID : undefined}
        aria-keyshortcuts="Control+/"
        onClick={togglePanel}
        startIcon={<AssistantIcon aria-hidden />}
        sx={{ height: 36, px: 1, bgcolor: open ? 'rgba(255,255,255,0.16)' : undefined, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' }, whiteSpace: 'nowrap' }}>
          Ask Brickmate
        </Box>
      </Button>
    </Tooltip>
  );
}
