import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { placeServerErrors } from '@/lib/form-errors';
import { errorMessage } from '@/lib/http';
import { useSnackbar } from '@/lib/snackbar';
import { linkSchema, useAddLink, type LinkValues } from '../api/add-link';
import type { FileTarget } from '../api/file-target';

type Props = { target: FileTarget; onClose: () => void };

/** Record a link (a shared drive folder, a drawing portal) instead of uploading a copy. */
export function AddLinkForm({ target, onClose }: Props) {
  const mutation = useAddLink(target);
  const { showSuccess, showError } = useSnackbar();
  const { register, handleSubmit, setError, formState } = useForm<LinkValues>({
    resolver: zodResolver(linkSchema),
    defaultValues: { url: '', name: '' },
  });

  const onSubmit = handleSubmit((values) =>
    mutation.mutateAsync(values).then(
      (saved) => {
        showSuccess(`The link ${saved.name} was added.`);
        onClose();
      },
      (error: unknown) => {
        // The API reports a bad link on `url` (or on `file` when neither came through).
        const outcome = placeServerErrors(error, setError, ['url', 'name']);
        if (outcome !== 'placed') showError(errorMessage(error));
      },
    ),
  );

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} onKeyDown={onKeyDown} aria-label="Add a link" sx={{ mt: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          label="Link"
          type="url"
          placeholder="https://"
          required
          autoFocus
          error={!!formState.errors.url}
          helperText={formState.errors.url?.message}
          {...register('url')}
        />
        <TextField
          label="Name"
          error={!!formState.errors.name}
          helperText={formState.errors.name?.message ?? 'Optional; the link itself if blank.'}
          {...register('name')}
        />
        <Stack direction="row" spacing={1} sx={{ pt: 1 }}>
          <Button onClick={onClose} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={mutation.isPending}>
            Add link
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
