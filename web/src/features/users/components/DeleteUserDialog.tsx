import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { UserOut } from '@/lib/api/types';
import { useSnackbar } from '@/lib/snackbar';
import { useDeleteUser } from '../api/delete-user';
import { deleteRefusal } from '@/lib/form-errors';

type Props = { user: UserOut; onClose: () => void };

export function DeleteUserDialog({ user, onClose }: Props) {
  const mutation = useDeleteUser();
  const { showSuccess, showError } = useSnackbar();
  const name = `${user.firstName} ${user.lastName}`;

  const confirm = () =>
    mutation.mutate(user.userId, {
      onSuccess: () => {
        showSuccess(`${name} was deleted.`);
        onClose();
      },
      onError: (error) => {
        showError(deleteRefusal(error, `${name} was not deleted`, 'Another admin can delete it, or make it inactive to stop its logins.'));
        onClose();
      },
    });

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="delete-user-title" aria-describedby="delete-user-text">
      <DialogTitle id="delete-user-title">Delete {name}?</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-user-text">
          {name} ({user.email}) will no longer be able to log in. This cannot be undone.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} autoFocus>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={confirm} loading={mutation.isPending}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
