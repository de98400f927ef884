import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { PersonFields } from '@/components/PersonFields';
import { applyFieldErrors } from '@/lib/form-errors';
import { errorMessage } from '@/lib/http';
import { useSnackbar } from '@/lib/snackbar';
import { createUserSchema, toUserCreate, useCreateUser, type CreateUserValues } from '../api/create-user';
import { RoleField } from './RoleField';

const EMPTY: CreateUserValues = { firstName: '', lastName: '', email: '', phone: '', role: 'staff', password: '' };
const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'role', 'password'] as const;

type Props = { open: boolean; onClose: () => void };

export function CreateUserDialog({ open, onClose }: Props) {
  const mutation = useCreateUser();
  const { showSuccess, showError } = useSnackbar();
  const { register, control, handleSubmit, setError, reset, formState } = useForm<CreateUserValues>({
    resolver: zodResolver(createUserSchema),
    defaultValues: EMPTY,
  });

  const close = () => {
    onClose();
    reset(EMPTY);
  };

  const onSubmit = handleSubmit((values) =>
    mutation.mutateAsync(toUserCreate(values)).then(
      (user) => {
        const invited = values.password === '';
        showSuccess(
          invited
            ? `${user.firstName} ${user.lastName} was added and invited by email.`
            : `${user.firstName} ${user.lastName} was added.`,
        );
        close();
      },
      (error: unknown) => {
        if (!applyFieldErrors(error, setError, FIELDS)) showError(errorMessage(error));
      },
    ),
  );

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="create-user-title">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id="create-user-title">Add user</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <PersonFields register={register} errors={formState.errors} autoFocus />
            <RoleField control={control} name="role" />
            <TextField
              label="Password"
              type="password"
              autoComplete="new-password"
              error={!!formState.errors.password}
              helperText={
                formState.errors.password?.message ??
                'Leave blank to email the user an invitation to choose their own password.'
              }
              {...register('password')}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" loading={mutation.isPending}>
            Create user
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
