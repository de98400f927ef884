import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@/lib/http';
import { useTerms } from '../api/get-terms';

type Props = { open: boolean; onClose: () => void };

/** Paragraphs are separated by blank lines in the plain-text terms. */
function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

export function TermsDialog({ open, onClose }: Props) {
  const terms = useTerms(open);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" scroll="paper" aria-labelledby="terms-title">
      <DialogTitle id="terms-title">{terms.data?.title ?? 'Terms of use'}</DialogTitle>
      <DialogContent dividers>
        {terms.isPending && (
          <CircularProgress aria-label="Loading the terms of use" sx={{ display: 'block', mx: 'auto', my: 4 }} />
        )}
        {terms.isError && <Alert severity="error">{errorMessage(terms.error)}</Alert>}
        {terms.data && (
          <>
            {paragraphs(terms.data.text).map((paragraph, index) => (
              <Typography key={index} sx={{ mb: 2, whiteSpace: 'pre-line' }}>
                {paragraph}
              </Typography>
            ))}
            <Typography variant="body2" color="text.secondary">
              Last updated: {terms.data.updated}
            </Typography>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
