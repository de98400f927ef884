import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';

type Props = {
  number: string;
  buyer: string;
  total: string;
  /** The version being answered, and whether it was answered already (then this makes the next version). */
  version: number;
  resubmission: boolean;
  defaultName: string;
  nameError: string | undefined;
  error: string | null;
  pending: boolean;
  onSubmit: (name: string) => void;
  onClose: () => void;
};

/** Confirm sending the prices, with the name of who answers (the API needs it without a login). */
export function SubmitDialog({ number, buyer, total, version, resubmission, defaultName, nameError, error, pending, onSubmit, onClose }: Props) {
  const [name, setName] = useState(defaultName);
  const [empty, setEmpty] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setEmpty(true);
      return;
    }
    onSubmit(name.trim());
  };
  const message = empty && !name.trim() ? 'Please enter your name' : nameError;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="submit-dialog-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="submit-dialog-title">{resubmission ? 'Send revised prices' : 'Send your prices'}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {resubmission
              ? `Your revised prices for ${number} (total ${total}) go to ${buyer} as version ${version + 1}. Version ${version}, as you sent it, is kept unchanged.`
              : `Your prices for ${number} (total ${total}) go to ${buyer}. You can still revise them afterwards: each revision is sent as a new version.`}
          </DialogContentText>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <TextField
            label="Your name"
            autoComplete="name"
            autoFocus
            required
            fullWidth
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={!!message}
            helperText={message}
            slotProps={{ htmlInput: { maxLength: 200 } }}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={pending}>
            {resubmission ? `Send version ${version + 1}` : 'Send prices'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
