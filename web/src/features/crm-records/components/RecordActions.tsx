import ArchiveIcon from '@mui/icons-material/ArchiveOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import RestoreIcon from '@mui/icons-material/UnarchiveOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { WithReason } from '@/components/WithReason';
import { conflictMessage, deleteRefusal, isConflict, isStale } from '@/lib/form-errors';
import { errorMessage } from '@/lib/http';
import { useSnackbar } from '@/lib/snackbar';

/** A refusal the action says in its own words (not the server's). */
class Refusal extends Error {}

/** Run a confirmed action: progress on the button, the server's refusal kept in the open dialog. */
function useConfirmed<T>(action: () => Promise<T>, onDone: (result: T) => void) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      const result = await action();
      setOpen(false);
      onDone(result);
    } catch (failure) {
      setError(failure instanceof Refusal ? failure.message : errorMessage(failure));
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

/** What archiving needs of a record: whether it is archived, and the version it was read at. */
type Archivable = { archived: boolean; version: number };

type ArchiveProps<R extends Archivable> = {
  name: string;
  record: R;
  /** Archive (true) or restore (false), from the version read. */
  onConfirm: (archived: boolean, version: number) => Promise<unknown>;
  /** The record as it is now (refetched). */
  onReload: () => Promise<R | undefined>;
};

/** Read-only or bookkeeping fields, never named as "changed". */
const UNNAMED = new Set(['version', 'row_version', 'archived']);

/** The fields of a record that differ between two reads, in words ("phone", "account manager name"). */
export function changedFields(before: object, after: object): string[] {
  const was = before as Record<string, unknown>;
  return Object.entries(after)
    .filter(([key, value]) => !UNNAMED.has(key) && !/_(at|id)$/.test(key) && JSON.stringify(value) !== JSON.stringify(was[key]))
    .map(([key]) => key.replaceAll('_', ' '));
}

/** How many times a stale archive is retried after reading the record again, before saying it was not done. */
const RETRIES = 3;

const listed = (words: string[]) => (words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`);

/**
 * Archive is what the UI offers instead of deleting; restore brings the record back. The record may have been
 * changed since the screen read it (another user, another tab: the call is refused with a 409): one confirmation
 * is enough still. The record is read again and the archive (or restore) goes on from it (again if a second 409
 * comes, up to `RETRIES` times), and the message says what the other changes were, kept; if the other change was
 * this archive itself, it says so; a record changed at every retry is said plainly not archived, and a 409 for another
 * reason says what to do in words (the server's "Reload it" offered nothing to reload in the dialog).
 */
export function ArchiveButton<R extends Archivable>({ name, record, onConfirm, onReload }: ArchiveProps<R>) {
  const { showSuccess } = useSnackbar();
  const { archived } = record;
  const done = archived ? 'restored' : 'archived';
  const act = async (): Promise<string> => {
    // Refused as stale: the record is read again and the archive goes on from it, a few times (someone may be
    // saving it again meanwhile). A 409 for another reason (the same version read again) is not retried.
    let read = record;
    for (let attempt = 0; ; attempt += 1) {
      try {
        await onConfirm(!archived, read.version);
        break;
      } catch (failure) {
        const now = isStale(failure) ? await onReload() : undefined;
        // A 409 for another reason (a field's value, or a clash with no newer version to go on from): said in words.
        if (isConflict(failure) && (!now || now.version === read.version)) throw new Refusal(conflictMessage(failure, `${name} was not ${done}`));
        if (!now || now.version === read.version) throw failure;
        if (now.archived !== archived) return `${name} was already ${done} by someone else.`;
        if (attempt === RETRIES) throw new Refusal(`${name} was not ${done}: someone else kept changing it meanwhile. Try again in a moment.`);
        read = now;
      }
    }
    const changed = changedFields(record, read);
    const since = changed.length > 0 ? ` Someone else had changed its ${listed(changed)} since you opened it: that is kept.` : '';
    return `${name} was ${done}.${since}`;
  };
  const dialog = useConfirmed(act, showSuccess);
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

/** What a refused delete offers instead, unless the server's words say it already. */
const ARCHIVE_INSTEAD = 'Archive it instead: it leaves the lists and keeps everything linked to it.';

export function DeleteButton({ name, onConfirm, onDeleted, disabledReason, consequence }: DeleteProps) {
  const { showSuccess } = useSnackbar();
  // A refusal (something still linked to it, a clash) is said in words with the way out, not as the server's 409.
  const remove = () =>
    onConfirm().catch((failure: unknown) => {
      throw new Refusal(deleteRefusal(failure, `${name} was not deleted`, ARCHIVE_INSTEAD));
    });
  const dialog = useConfirmed(remove, () => {
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
