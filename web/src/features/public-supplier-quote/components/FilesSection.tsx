import AttachIcon from '@mui/icons-material/AttachFileOutlined';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FileDropZone } from '@/components/FileDropZone';
import { formatDateTime } from '@/lib/format';
import { isApiError } from '@/lib/http';
import { publicErrorMessage } from '@/lib/public-errors';
import { useSnackbar } from '@/lib/snackbar';
import { ACCEPTED_FILES, MAX_FILE_BYTES, useAttachFile } from '../api/files';
import type { PublicSupplierQuoteOut } from '../api/types';

const size = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`);
const accepted = new Set(ACCEPTED_FILES.split(','));

/** Why a chosen file will not be sent, or null: the same limits the API applies, said before the upload. */
export function fileProblem(file: File): string | null {
  const extension = `.${file.name.split('.').pop()?.toLowerCase() ?? ''}`;
  if (!file.name.includes('.') || !accepted.has(extension)) {
    return `${file.name}: this type of file is not accepted. Attach a PDF, an office document, an image or a CAD drawing.`;
  }
  if (file.size > MAX_FILE_BYTES) return `${file.name} is larger than 10 MB, the most one file may be.`;
  return null;
}

/** Datasheets and price lists the supplier attaches to their answer: listed back with a download link. */
export function FilesSection({ quote, name }: { quote: PublicSupplierQuoteOut; name: string }) {
  const attach = useAttachFile(quote.uuid);
  const { showSuccess } = useSnackbar();
  const [problem, setProblem] = useState<string | null>(null);

  const send = (files: File[]) => {
    setProblem(null);
    for (const file of files) {
      const wrong = fileProblem(file);
      if (wrong) {
        setProblem(wrong);
        continue;
      }
      attach.mutate(
        { file, name },
        {
          onSuccess: () => showSuccess(`${file.name} was attached.`),
          onError: (error) =>
            setProblem(isApiError(error) && error.errors.length > 0 ? error.errors.map((e) => e.message).join(' ') : publicErrorMessage(error)),
        },
      );
    }
  };

  return (
    <>
      {quote.files.length === 0 && <Typography color="text.secondary">No files attached.</Typography>}
      {quote.files.length > 0 && (
        <List dense aria-label="Attached files">
          {quote.files.map((file) => (
            <ListItem key={file.file_id} disableGutters>
              <ListItemIcon sx={{ minWidth: 32 }}>
                <AttachIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText
                primary={
                  <Link href={file.download_url} download={file.name}>
                    {file.name}
                  </Link>
                }
                secondary={`${size(file.size_bytes)} · ${formatDateTime(file.created_at)}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      {quote.can_edit && (
        <FileDropZone
          onFiles={send}
          accept={ACCEPTED_FILES}
          disabled={attach.isPending}
          label="Attach datasheets"
          buttonLabel="Attach files"
          hint="Datasheets, price lists or drawings: PDF, office documents, images or CAD, up to 10 MB each."
        />
      )}
      {attach.isPending && <Typography variant="body2">Uploading…</Typography>}
      {problem && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {problem}
        </Alert>
      )}
    </>
  );
}
