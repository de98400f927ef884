import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { PersonFields } from '@/components/PersonFields';
import type { UserOut } from '@/lib/api/types';
import { applyFieldErrors } from '@/lib/form-errors';
import { errorMessage, isApiError } from '@/lib/http';
import { useSnackbar } from '@/lib/snackbar';
import { editUserSchema, toEditValues, useUpdateUser, type EditUserValues } from '../api/update-user';
import { RoleField } from './RoleField';

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'role', 'active'] as const;

type Props = {
  user: UserOut;
  onClose: () => void;
  /** Fetch the user as stored now (after a 409). */
  onReload: () => Promise<UserOut | undefined>;
};

/** Rendered only while editing, with `key={userId}`, so each opening starts from the user's data. */
export function EditUserDialog({ user, onClose, onReload }: Props) {
  const mutation = useUpdateUser();
  const { showSuccess, showError } = useSnackbar();
  const [version, setVersion] = useState(user.version);
  const [conflict, setConflict] = useState<string | null>(null);
  const { register, control, handleSubmit, setError, reset, formState } = useForm<EditUserValues>({
    resolver: zodResolver(editUserSchema),
    defaultValues: toEditValues(user),
  });

  const onSubmit = handleSubmit((values) =>
    mutation.mutateAsync({ ...values, userId: user.userId, version }).then(
      (saved) => {
        showSuccess(`${saved.firstName} ${saved.lastName} was saved.`);
        onClose();
      },
      (error: unknown) => {
        if (isApiError(error) && error.status === 409) setConflict(error.detail);
        else if (!applyFieldErrors(error, setError, FIELDS)) showError(errorMessage(error));
      },
    ),
  );

  const reload = async () => {
    const fresh = await onReload();
    if (!fresh) {
      showError('This user no longer exists.');
      onClose();
      return;
    }
    reset(toEditValues(fresh));
    setVersion(fresh.version);
    setConflict(null);
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="edit-user-title">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id="edit-user-title">
          Edit {user.firstName} {user.lastName}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {conflict && (
              <Alert
                severity="warning"
                action={
                  <Button color="inherit" onClick={() => void reload()}>
                    Reload
                  </Button>
                }
              >
                {conflict}
              </Alert>
            )}
            <PersonFields register={register} errors={formState.errors} autoFocus />
            <RoleField control={control} name="role" />
            <Controller
              control={control}
              name="active"
              render={({ field }) => (
                <FormControlLabel
                  label="Active (can log in)"
                  control={<Switch checked={field.value} onChange={(_, checked) => field.onChange(checked)} />}
                />
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={mutation.isPending}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
