import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';

/** How long the Undo of a removal is offered. */
const UNDO_MS = 8000;

type Props<T> = {
  /** What was just removed (null: nothing to undo); a new one replaces the last. */
  removed: T | null;
  /** Its key, so a second removal shows its own message. */
  keyOf: (removed: T) => string | number;
  message: (removed: T) => string;
  /** Called with what was removed when Undo is clicked (the snackbar has closed by then). */
  onUndo: (removed: T) => void;
  onClose: () => void;
};

/** Says a removal took effect at once and offers Undo for a few seconds (a click away does not close it). */
export function UndoSnackbar<T>({ removed, keyOf, message, onUndo, onClose }: Props<T>) {
  return (
    <Snackbar
      key={removed === null ? undefined : keyOf(removed)}
      open={removed !== null}
      message={removed === null ? '' : message(removed)}
      autoHideDuration={UNDO_MS}
      onClose={(_, reason) => reason !== 'clickaway' && onClose()}
      action={
        removed !== null && (
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              onClose();
              onUndo(removed);
            }}
          >
            Undo
          </Button>
        )
      }
    />
  );
}
