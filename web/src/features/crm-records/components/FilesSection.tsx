import AddLinkIcon from '@mui/icons-material/AddLink';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { FileDropZone } from '@/components/FileDropZone';
import { Section } from '@/components/Section';
import { EmptyState, ErrorState, LoadingRows } from '@/components/SectionStates';
import type { FileOut } from '@/lib/api/types';
import { isStale } from '@/lib/form-errors';
import { errorMessage, isApiError } from '@/lib/http';
import { useSnackbar } from '@/lib/snackbar';
import { useDeleteFile } from '../api/delete-file';
import { useDownloadFile } from '../api/download-file';
import type { FileTarget } from '../api/file-target';
import { useFiles } from '../api/get-files';
import { useRenameFile } from '../api/rename-file';
import { ACCEPTED_FILES, MAX_UPLOAD_BYTES, useUploadFile } from '../api/upload-file';
import { AddLinkForm } from './AddLinkForm';
import { FileRow } from './FileRow';
import { UploadProgressList, type UploadState } from './UploadProgressList';
import { stackedOnPhone, useStackedRows } from '@/lib/stacked-rows';

/** The field message (e.g. "This type of file is not accepted…") says more than the 422's summary. */
function uploadError(error: unknown): string {
  return isApiError(error) && error.errors.length > 0
    ? error.errors.map((e) => e.message).join(' ')
    : errorMessage(error);
}

export const TOO_LARGE = 'This file is larger than 25 MB, the most that can be uploaded.';

/** Files and links of an organisation or an address: upload (drop or choose), link, rename, download, delete. */
export function FilesSection({ target }: { target: FileTarget }) {
  const stack = useStackedRows();
  const files = useFiles(target);
  const upload = useUploadFile(target);
  const rename = useRenameFile(target);
  const remove = useDeleteFile(target);
  const download = useDownloadFile();
  const { showSuccess, showError } = useSnackbar();
  const [uploads, setUploads] = useState<UploadState[]>([]);
  const [linking, setLinking] = useState(false);
  const [deleting, setDeleting] = useState<FileOut | null>(null);
  const nextKey = useRef(1);

  const patch = (key: number, changes: Partial<UploadState>) =>
    setUploads((list) => list.map((item) => (item.key === key ? { ...item, ...changes } : item)));
  const dismiss = (key: number) => setUploads((list) => list.filter((item) => item.key !== key));

  const start = (file: File) => {
    const key = nextKey.current++;
    const tooLarge = file.size > MAX_UPLOAD_BYTES;
    setUploads((list) => [...list, { key, name: file.name, percent: 0, error: tooLarge ? TOO_LARGE : null }]);
    if (tooLarge) return;
    // mutateAsync, not mutate: mutate's own callbacks fire only for the latest of several parallel uploads.
    upload.mutateAsync({ file, onProgress: (fraction) => patch(key, { percent: Math.round(fraction * 100) }) }).then(
      (saved) => {
        dismiss(key);
        showSuccess(`${saved.name} was uploaded.`);
      },
      (error: unknown) => patch(key, { error: uploadError(error) }),
    );
  };

  const onRename = (file: FileOut, name: string, previous: string) =>
    rename.mutateAsync({ file_id: file.file_id, name, previous }).then(
      (saved) => showSuccess(`Renamed to ${saved.name}.`),
      (error: unknown) => {
        if (!isStale(error)) showError(errorMessage(error)); // a stale one is told on its row
        throw error;
      },
    );

  const onDownload = (file: FileOut) =>
    download.mutate(file, { onError: (error) => showError(errorMessage(error)) });

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.file_id, {
      onSuccess: () => {
        showSuccess(`${deleting.name} was deleted.`);
        setDeleting(null);
      },
      onError: (error) => showError(errorMessage(error)),
    });
  };

  const list = files.data ?? [];
  return (
    <Section
      title="Files"
      actions={
        <Button variant="outlined" startIcon={<AddLinkIcon />} onClick={() => setLinking(true)} disabled={linking}>
          Add link
        </Button>
      }
    >
      <FileDropZone
        onFiles={(chosen) => chosen.forEach(start)}
        accept={ACCEPTED_FILES}
        label="Upload files"
        buttonLabel="Choose files"
        hint="PDF, office documents, images and CAD drawings, up to 25 MB each."
      />
      <UploadProgressList uploads={uploads} onDismiss={dismiss} />
      {linking && <AddLinkForm target={target} onClose={() => setLinking(false)} />}
      {files.isPending && <LoadingRows label="Loading files" />}
      {files.isError && <ErrorState error={files.error} onRetry={() => void files.refetch()} />}
      {files.isSuccess && list.length === 0 && (
        <EmptyState>No files yet. Drop drawings, price lists or photos above, or add a link.</EmptyState>
      )}
      {list.length > 0 && (
        <TableContainer sx={{ mt: 2 }}>
          <Table ref={stack} aria-label="Files" size="small" sx={stackedOnPhone}>
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Size</TableCell>
                <TableCell>Uploaded by</TableCell>
                <TableCell>Date</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.map((file) => (
                <FileRow key={file.file_id} file={file} onDownload={onDownload} onRename={onRename} onDelete={setDeleting} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.name ?? 'this file'}?`}
        confirmLabel="Delete"
        destructive
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        {deleting?.kind === 'link'
          ? 'The link will be removed from this record.'
          : 'The file will be deleted from Brickmate. This cannot be undone.'}
      </ConfirmDialog>
    </Section>
  );
}
