import EditIcon from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import type { ProjectDetailOut } from '@/lib/api/types';
import { errorMessage, isApiError } from '@/lib/http';
import { useSnackbar } from '@/lib/snackbar';
import { useOpened } from '@/lib/use-opened';
import { maxMessage } from '@/lib/validation';
import { useUpdateGlenigan } from '../api/update-glenigan';

const MAX = 50;

/** The project's Glenigan id, edited where it shows: Enter saves, Escape cancels, empty clears it. */
export function GleniganField({ project }: { project: ProjectDetailOut }) {
  const mutation = useUpdateGlenigan();
  const { showSuccess, showError } = useSnackbar();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const version = useOpened<number>();

  const open = () => {
    setText(project.glenigan_id);
    setError(undefined);
    version.open(project.version);
    setEditing(true);
  };

  const close = () => {
    version.close();
    setEditing(false);
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const glenigan = text.trim();
    if (glenigan.length > MAX) {
      setError(maxMessage(MAX));
      return;
    }
    if (glenigan === project.glenigan_id && !version.changed) {
      close();
      return;
    }
    mutation.mutate(
      { projectId: project.project_id, glenigan, version: version.sent(project.version) },
      {
        onSuccess: () => {
          close();
          showSuccess(glenigan ? 'The Glenigan id was saved.' : 'The Glenigan id was cleared.');
        },
        onError: (failure) => {
          const onField = isApiError(failure) ? failure.errors.find((e) => e.field === 'glenigan') : undefined;
          if (onField) setError(onField.message);
          else if (!version.refused(failure)) showError(errorMessage(failure));
        },
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };

  if (!editing) {
    return (
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          Glenigan {project.glenigan_id || 'id not set'}
        </Typography>
        <Tooltip title="Edit the Glenigan id">
          <IconButton size="small" aria-label="Edit Glenigan id" onClick={open}>
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
    );
  }
  return (
    <Stack component="form" noValidate onSubmit={save} direction="row" spacing={1} aria-label="Glenigan id" sx={{ alignItems: 'flex-start' }}>
      <TextField
        size="small"
        label="Glenigan id"
        value={text}
        autoFocus
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        error={!!error}
        helperText={
          error ??
          (version.changed
            ? `The project was changed since you opened this; its Glenigan id is now ${project.glenigan_id ? `“${project.glenigan_id}”` : 'not set'}. Save again to replace it.`
            : 'Leave empty to clear it.')
        }
      />
      <Button type="submit" variant="contained" size="small" loading={mutation.isPending} sx={{ mt: 0.5 }}>
        Save
      </Button>
      <Button size="small" onClick={close} disabled={mutation.isPending} sx={{ mt: 0.5 }}>
        Cancel
      </Button>
    </Stack>
  );
}
