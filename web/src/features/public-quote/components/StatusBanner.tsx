import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { PublicQuoteOut } from '@/lib/api/types';
import { formatFullDay } from '@/lib/format';

type Banner = { severity: AlertColor; title: string; body?: ReactNode };

function banner(quote: PublicQuoteOut): Banner {
  const decided = formatFullDay(quote.decided_at);
  switch (quote.status) {
    case 'sent':
      return quote.can_respond
        ? {
            severity: 'info',
            title: 'Please review and accept',
            body: quote.valid_until
              ? `Tick any options you would like, then accept the quote by ${formatFullDay(quote.valid_until)}.`
              : 'Tick any options you would like, then accept the quote.',
          }
        : { severity: 'info', title: 'This quote is waiting for a decision' };
    case 'expired':
      return {
        severity: 'warning',
        title: quote.valid_until
          ? `This quote expired on ${formatFullDay(quote.valid_until)} — contact us for an updated quote`
          : 'This quote has expired — contact us for an updated quote',
      };
    case 'accepted': {
      const by = quote.decided_by_name ? ` by ${quote.decided_by_name}` : '';
      const po = quote.po_number ? ` (PO ${quote.po_number})` : '';
      return { severity: 'success', title: `Accepted${decided ? ` on ${decided}` : ''}${by}${po}`, body: 'Thank you for your order.' };
    }
    case 'converted':
      return { severity: 'success', title: 'Accepted — your order is being processed' };
    case 'rejected':
      return {
        severity: 'error',
        title: `Declined${decided ? ` on ${decided}` : ''}${quote.decided_by_name ? ` by ${quote.decided_by_name}` : ''}`,
        body: quote.decision_reason ? `Reason: ${quote.decision_reason}` : undefined,
      };
    case 'withdrawn':
      return { severity: 'warning', title: 'This quote has been withdrawn', body: 'Please contact us if you have any questions.' };
    case 'superseded':
      return {
        severity: 'warning',
        title: `A newer version (version ${quote.latest_version}) of this quote was sent`,
        body: (
          <Link component={RouterLink} to={`?version=${quote.latest_version}`} sx={{ fontWeight: 700 }}>
            View the latest version
          </Link>
        ),
      };
  }
}

/** Where the quote stands, in the customer's words, at the top of the page. */
export function StatusBanner({ quote }: { quote: PublicQuoteOut }) {
  const { severity, title, body } = banner(quote);
  return (
    <Alert severity={severity} variant="outlined" role="status" sx={{ bgcolor: 'background.paper', alignItems: 'center' }}>
      <AlertTitle sx={{ mb: body ? 0.5 : 0, fontWeight: 700 }}>{title}</AlertTitle>
      {body}
    </Alert>
  );
}
