import ArchiveIcon from '@mui/icons-material/ArchiveOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import RestoreIcon from '@mui/icons-material/UnarchiveOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { WithReason } from '@/components/WithReason';
import { errorMessage } from '@/lib/http';
import { useSnackbar } from '@/lib/snackbar';

/** Run a confirmed action: progress on the button, the server's refusal kept in the open dialog. */
function useConfirmed(action: () => Promise<unknown>, onDone: () => void) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      await action();
      setOpen(false);
      onDone();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setPending(false);
    }
  };
  const show = () => {
    setError(null);
    setOpen(true);
  };
  return { open, pending, error, show, close: () => setOpen(false), confirm: () => void confirm() };
}

type ArchiveProps = {
  name: string;
  archived: boolean;
  /** Archive (true) or restore (false). */
  onConfirm: (archived: boolean) => Promise<unknown>;
};

/** Archive is what the UI offers instead of deleting; restore brings the record back. */
export function ArchiveButton({ name, archived, onConfirm }: ArchiveProps) {
  const { showSuccess } = useSnackbar();
  const dialog = useConfirmed(
    () => onConfirm(!archived),
    () => showSuccess(archived ? `${name} was restored.` : `${name} was archived.`),
  );
  return (
    <>
      <Button
        variant="outlined"
        startIcon={archived ? <RestoreIcon /> : <ArchiveIcon />}
        onClick={dialog.show}
      >
        {archived ? 'Restore' : 'Archive'}
      </Button>
      <ConfirmDialog
        open={dialog.open}
        title={archived ? `Restore ${name}?` : `Archive ${name}?`}
        confirmLabel={archived ? 'Restore' : 'Archive'}
        pending={dialog.pending}
        error={dialog.error}
        onConfirm={dialog.confirm}
        onClose={dialog.close}
      >
        {archived
          ? `${name} will show in the lists again.`
          : `${name} will leave the lists but keep everything linked to it. You can restore it at any time.`}
      </ConfirmDialog>
    </>
  );
}

type DeleteProps = {
  name: string;
  onConfirm: () => Promise<unknown>;
  onDeleted: () => void;
  /** When set, the button is disabled and says why on hover and focus. */
  disabledReason?: string;
  /** What else goes with the record, in the confirmation. */
  consequence?: string;
};

export function DeleteButton({ name, onConfirm, onDeleted, disabledReason, consequence }: DeleteProps) {
  const { showSuccess } = useSnackbar();
  const dialog = useConfirmed(onConfirm, () => {
    showSuccess(`${name} was deleted.`);
    onDeleted();
  });
  if (disabledReason) {
    return (
      <WithReason reason={disabledReason} label={`Delete is not available: ${disabledReason}`}>
        <Button variant="outlined" color="error" startIcon={<DeleteIcon />} disabled>
          Delete
        </Button>
      </WithReason>
    );
  }
  return (
    <>
      <Button variant="outlined" color="error" startIcon={<DeleteIcon />} onClick={dialog.show}>
        Delete
      </Button>
      <ConfirmDialog
        open={dialog.open}
        title={`Delete ${name}?`}
        confirmLabel="Delete"
        destructive
        pending={dialog.pending}
        error={dialog.error}
        onConfirm={dialog.confirm}
        onClose={dialog.close}
      >
        {`${name} will be deleted${consequence ? ` ${consequence}` : ''}. This cannot be undone; archive it instead to keep its history.`}
      </ConfirmDialog>
    </>
  );
}
