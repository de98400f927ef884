import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import SnackbarContent from '@mui/material/SnackbarContent';
import type { SyntheticEvent } from 'react';
import { hideSnackbar, snackbarStore } from '@/lib/snackbar';

export const SNACKBAR_HIDE_MS = 6000;

/** The one snackbar: success in the primary colour, failure in the error colour. */
export function GlobalSnackbar() {
  const { visible, message, colour, key } = snackbarStore.use();
  const onClose = (_: Event | SyntheticEvent, reason?: SnackbarCloseReason) => {
    if (reason !== 'clickaway') hideSnackbar();
  };
  return (
    <Snackbar
      key={key}
      open={visible}
      autoHideDuration={SNACKBAR_HIDE_MS}
      onClose={onClose}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      sx={{ top: { xs: 56, sm: 60 } }}
    >
      <SnackbarContent
        role={colour === 'error' ? 'alert' : 'status'}
        message={message}
        data-testid="snackbar"
        data-colour={colour}
        sx={{ bgcolor: `${colour}.main`, color: `${colour}.contrastText`, fontSize: '1rem' }}
        action={
          <IconButton size="small" color="inherit" aria-label="Dismiss" onClick={hideSnackbar}>
            <CloseIcon fontSize="small" />
          </IconButton>
        }
      />
    </Snackbar>
  );
}
