import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { FileDropZone } from '@/components/FileDropZone';
import { Section } from '@/components/Section';
import { ErrorState } from '@/components/SectionStates';
import { formatDateTime } from '@/lib/format';
import { errorMessage, isApiError } from '@/lib/http';
import { downloadQuoteFile, useQuoteFileMutations, useQuoteFiles, type SupplierQuoteFile } from '../api/files';
import { stackedOnPhone, useStackedRows } from '@/lib/stacked-rows';

const size = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`);
const ACCEPTED = '.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.csv,.txt,.rtf,.jpg,.jpeg,.png,.gif,.webp,.tif,.tiff,.dwg,.dxf';

/** The quote's files: datasheets the supplier attached on their page, and ours (never shown to the supplier). */
export function FilesPanel({ quoteId }: { quoteId: number }) {
  const stack = useStackedRows();
  const files = useQuoteFiles(quoteId);
  const { add, remove } = useQuoteFileMutations(quoteId);
  const [deleting, setDeleting] = useState<SupplierQuoteFile | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const fail = (error: unknown) =>
    setProblem(isApiError(error) && error.errors.length > 0 ? error.errors.map((e) => e.message).join(' ') : errorMessage(error));

  return (
    <Section title="Files">
      {files.isError && <ErrorState error={files.error} onRetry={() => void files.refetch()} />}
      {files.data?.length === 0 && <Typography sx={{ color: 'text.secondary' }}>No files yet. The supplier’s datasheets appear here when they attach them.</Typography>}
      {files.data && files.data.length > 0 && (
        <Table ref={stack} size="small" aria-label="Files" sx={stackedOnPhone}>
          <TableBody>
            {files.data.map((file) => (
              <TableRow key={file.file_id}>
                <TableCell>
                  {file.kind === 'link' ? (
                    <Link href={file.url ?? undefined} target="_blank" rel="noopener noreferrer">
                      {file.name}
                    </Link>
                  ) : (
                    file.name
                  )}{' '}
                  {file.from_supplier && <Chip size="small" label={`From the supplier${file.version ? ` · v${file.version}` : ''}`} />}
                </TableCell>
                <TableCell>{file.kind === 'link' ? 'Link' : size(file.size_bytes)}</TableCell>
                <TableCell>{file.uploaded_by_name}</TableCell>
                <TableCell>{formatDateTime(file.created_at)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {file.kind === 'file' && (
                    <IconButton aria-label={`Download ${file.name}`} onClick={() => downloadQuoteFile(file).catch(fail)}>
                      <DownloadIcon fontSize="small" />
                    </IconButton>
                  )}
                  <IconButton aria-label={`Delete ${file.name}`} onClick={() => setDeleting(file)}>
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <FileDropZone
        onFiles={(chosen) => chosen.forEach((file) => add.mutate(file, { onError: fail }))}
        accept={ACCEPTED}
        disabled={add.isPending}
        label="Add files"
        buttonLabel="Add files"
        hint="Ours only: the supplier never sees them. PDF, office documents, images and CAD drawings, up to 25 MB."
      />
      {problem && (
        <Alert severity="error" sx={{ mt: 1 }} onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.name ?? 'this file'}?`}
        confirmLabel="Delete"
        destructive
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.file_id, { onSuccess: () => setDeleting(null), onError: (error) => { setDeleting(null); fail(error); } })}
        onClose={() => setDeleting(null)}
      >
        The file will be deleted from Brickmate. This cannot be undone.
      </ConfirmDialog>
    </Section>
  );
}
