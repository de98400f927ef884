import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { FormEvent, ReactNode } from 'react';
import { useLeaveGuard } from './LeaveGuard';

type Props = {
  label: string;
  conflict: string | null;
  saving: boolean;
  isDirty: boolean;
  onSubmit: (event: FormEvent) => void;
  onReload: () => void;
  onDiscard: () => void;
  children: ReactNode;
};

/** The Reload offer after someone else saved first (409): never overwrite silently. */
export function ConflictAlert({ message, onReload }: { message: string; onReload: () => void }) {
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" onClick={onReload}>
          Reload
        </Button>
      }
    >
      {message}
    </Alert>
  );
}

/**
 * The frame of a record's edit form (see lib/use-versioned-form): the conflict alert, the fields, Discard and Save.
 * Changes not saved are not lost without a word: leaving the screen asks first.
 */
export function VersionedForm({ label, conflict, saving, isDirty, onSubmit, onReload, onDiscard, children }: Props) {
  const guard = useLeaveGuard(isDirty && !saving);
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label={label}>
      {guard.dialog}
      {conflict && <ConflictAlert message={conflict} onReload={onReload} />}
      {children}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button disabled={!isDirty || saving} onClick={onDiscard}>
          Discard changes
        </Button>
        <Button type="submit" variant="contained" loading={saving} disabled={!isDirty && !conflict}>
          Save changes
        </Button>
      </Stack>
    </Stack>
  );
}
