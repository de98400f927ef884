import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useCallback, useId } from 'react';
import { ErrorState } from '@/components/SectionStates';
import type { QuoteOut } from '@/lib/api/types';
import { saveFile } from '@/lib/save-file';
import { useQuotePdf } from '../../api/quote-pdf';

type Props = {
  open: boolean;
  quote: Pick<QuoteOut, 'quote_id' | 'number' | 'version' | 'version_status'>;
  /** The editor has unsaved changes, which the PDF (made from the saved quote) does not show. */
  dirty: boolean;
  onClose: () => void;
};

/**
 * Shows the blob in the iframe through an object URL made when the frame mounts (or the blob changes) and
 * revoked when it unmounts: the URL lives exactly as long as the frame that uses it.
 */
function useBlobSource(blob: Blob | undefined) {
  return useCallback(
    (frame: HTMLIFrameElement | null) => {
      if (!frame || !blob) return;
      const url = URL.createObjectURL(blob);
      frame.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
}

/** The version shown, as the customer's PDF, in the page; Download saves it. */
export function PdfPreviewDialog({ open, quote, dirty, onClose }: Props) {
  const id = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const pdf = useQuotePdf(quote, quote.version, open);
  const frameRef = useBlobSource(pdf.data?.blob);
  const title = `${quote.number} version ${quote.version}`;

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="lg" fullScreen={fullScreen} aria-labelledby={id}>
      <DialogTitle id={id}>PDF of {title}</DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {dirty && <Alert severity="warning">The editor has unsaved changes: this PDF shows the quote as last saved.</Alert>}
        {quote.version_status === 'draft' && (
          <Alert severity="info">This version is a draft: the PDF is marked DRAFT until it is sent.</Alert>
        )}
        {pdf.isError && <ErrorState error={pdf.error} onRetry={() => void pdf.refetch()} />}
        {pdf.isPending && !pdf.isError && (
          <Skeleton variant="rectangular" height="70vh" role="status" aria-label="Making the PDF" />
        )}
        {pdf.data && (
          <Box
            component="iframe"
            ref={frameRef}
            title={`PDF of ${title}`}
            sx={{ width: '100%', height: fullScreen ? '100%' : '70vh', minHeight: 400, border: 1, borderColor: 'divider' }}
          />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Close</Button>
        <Button
          variant="contained"
          startIcon={<DownloadIcon />}
          disabled={!pdf.data}
          onClick={() => pdf.data && saveFile(pdf.data.blob, pdf.data.name)}
        >
          Download
        </Button>
      </DialogActions>
    </Dialog>
  );
}
