import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { formatFullDay } from '@/lib/format';
import type { PublicSupplierQuoteOut } from '../api/types';

/** Where the request stands: open, answered (can be revised: a new version), or closed and why. */
export function StatusBanner({ quote }: { quote: PublicSupplierQuoteOut }) {
  if (!quote.can_edit) {
    const title =
      quote.status === 'withdrawn'
        ? 'This request was withdrawn'
        : quote.status === 'declined'
          ? 'You declined this request'
          : quote.status === 'ordered'
            ? 'This request is closed'
            : quote.status === 'expired'
              ? 'This request has closed'
              : 'This request cannot be changed';
    return (
      <Alert severity={quote.status === 'declined' || quote.status === 'ordered' ? 'info' : 'warning'}>
        <AlertTitle>{title}</AlertTitle>
        {quote.closed_reason}
      </Alert>
    );
  }
  if (quote.status === 'answered') {
    const when = quote.submitted_at ? ` on ${formatFullDay(quote.submitted_at)}` : '';
    const who = quote.submitted_by ? ` by ${quote.submitted_by}` : '';
    return (
      <Alert severity="success">
        <AlertTitle>Prices sent{when}</AlertTitle>
        These are the prices sent{who} as version {quote.version}. You can revise them: saving or submitting a change makes
        version {quote.version + 1}; version {quote.version} stays as you sent it.
      </Alert>
    );
  }
  return (
    <Alert severity="info">
      <AlertTitle>Please price this request</AlertTitle>
      Enter your prices on each line's basis, or mark a line you can't quote. Save a draft at any time and submit when
      you are ready{quote.response_deadline ? `, by ${formatFullDay(quote.response_deadline)}` : ''}.
    </Alert>
  );
}
