import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import EditIcon from '@mui/icons-material/DriveFileRenameOutlineOutlined';
import LinkIcon from '@mui/icons-material/OpenInNew';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useState, type KeyboardEvent } from 'react';
import type { FileOut } from '@/lib/api/types';
import { formatDateTime } from '@/lib/format';
import { useOpened } from '@/lib/use-opened';
import { maxMessage, messages } from '@/lib/validation';
import { formatBytes } from '../lib/format-bytes';

const NAME_MAX = 255;

type Props = {
  file: FileOut;
  onDownload: (file: FileOut) => void;
  /**
   * Resolves once saved; rejects with the API error (the row stays in edit mode). `previous` is the name the rename
   * started from: a file renamed since is refused (409) and the list refetched.
   */
  onRename: (file: FileOut, name: string, previous: string) => Promise<unknown>;
  onDelete: (file: FileOut) => void;
};

function nameError(name: string): string | null {
  if (!name.trim()) return messages.required;
  if (name.trim().length > NAME_MAX) return maxMessage(NAME_MAX);
  return null;
}

/** One file or link: open or download it, rename it in place (Enter saves, Escape cancels), delete it. */
export function FileRow({ file, onDownload, onRename, onDelete }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // The name the rename was opened on; after a refused save, the name as it reads now.
  const opened = useOpened<string>();
  const previous = opened.sent(file.name);

  const open = () => {
    setDraft(file.name);
    opened.open(file.name);
  };

  const cancel = () => {
    setDraft(null);
    setError(null);
    opened.close();
  };

  const save = async () => {
    if (draft === null) return;
    const problem = nameError(draft);
    if (problem) {
      setError(problem);
      return;
    }
    if (draft.trim() === previous && draft.trim() === file.name) {
      cancel();
      return;
    }
    setSaving(true);
    try {
      await onRename(file, draft.trim(), previous);
      cancel();
    } catch (failure: unknown) {
      // Renamed by someone else since: the name as it reads now is shown; otherwise the caller reported why. The
      // typed text is kept either way.
      opened.refused(failure);
    } finally {
      setSaving(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      cancel();
    }
  };

  return (
    <TableRow hover>
      <TableCell sx={{ minWidth: 260 }}>
        {draft !== null ? (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
            <TextField
              size="small"
              label="File name"
              value={draft}
              autoFocus
              disabled={saving}
              error={!!error}
              helperText={
                error ??
                (opened.changed
                  ? `Renamed since you opened it: it is now “${file.name}”. Save again to replace that name.`
                  : 'Enter saves, Escape cancels.')
              }
              onChange={(event) => {
                setDraft(event.target.value);
                setError(null);
              }}
              onKeyDown={onKeyDown}
            />
            <Tooltip title="Save name">
              <IconButton aria-label="Save name" onClick={() => void save()} disabled={saving}>
                <CheckIcon />
              </IconButton>
            </Tooltip>
            <Tooltip title="Cancel">
              <IconButton aria-label="Cancel renaming" onClick={cancel} disabled={saving}>
                <CloseIcon />
              </IconButton>
            </Tooltip>
          </Stack>
        ) : file.kind === 'link' && file.url ? (
          <Link href={file.url} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            {file.name}
            <LinkIcon fontSize="inherit" aria-hidden />
          </Link>
        ) : (
          <Link component="button" type="button" onClick={() => onDownload(file)} sx={{ textAlign: 'left' }}>
            {file.name}
          </Link>
        )}
      </TableCell>
      <TableCell>{file.kind === 'link' ? 'Link' : formatBytes(file.size_bytes)}</TableCell>
      <TableCell>{file.uploaded_by_name}</TableCell>
      <TableCell>{formatDateTime(file.created_at)}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {file.kind === 'file' && (
          <Tooltip title="Download">
            <IconButton aria-label={`Download ${file.name}`} onClick={() => onDownload(file)}>
              <DownloadIcon />
            </IconButton>
          </Tooltip>
        )}
        <Tooltip title="Rename">
          <IconButton aria-label={`Rename ${file.name}`} onClick={open} disabled={draft !== null}>
            <EditIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title="Delete">
          <IconButton aria-label={`Delete ${file.name}`} onClick={() => onDelete(file)}>
            <DeleteIcon />
          </IconButton>
        </Tooltip>
      </TableCell>
    </TableRow>
  );
}
