import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { PublicQuoteOut } from '@/lib/api/types';
import { formatFullDay } from '@/lib/format';

function Detail({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <Box sx={wide ? { gridColumn: { xs: '1 / -1', md: 'auto' } } : undefined}>
      <Typography component="dt" variant="caption" color="text.secondary" sx={{ textTransform: 'uppercase', letterSpacing: 0.6 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** Who sends the quote, its number and version, its dates and who and where it is for. */
export function QuoteHeader({ quote, actions }: { quote: PublicQuoteOut; actions?: ReactNode }) {
  const { company } = quote;
  const reach = [company.phone, company.email].filter(Boolean);
  return (
    <Paper component="header" elevation={0} sx={{ p: { xs: 2, sm: 3 }, border: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 2 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h2" component="p" color="primary">
            {company.name}
          </Typography>
          {company.address && (
            <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
              {company.address}
            </Typography>
          )}
          {reach.length > 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {reach.join(' · ')}
            </Typography>
          )}
        </Box>
        <Box sx={{ textAlign: { xs: 'left', sm: 'right' } }}>
          <Typography variant="h1">
            Quotation {quote.number}
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' }, color: 'text.secondary', fontWeight: 400 }}>
              {' · '}
            </Box>
            <Box
              component="span"
              sx={{ display: { xs: 'block', sm: 'inline' }, fontSize: { xs: '1.125rem', sm: '1em' }, color: 'text.secondary', fontWeight: 400 }}
            >
              version {quote.version}
            </Box>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {quote.sent_at && `Sent ${formatFullDay(quote.sent_at)}`}
            {quote.sent_at && quote.valid_until && ' · '}
            {quote.valid_until && `Valid until ${formatFullDay(quote.valid_until)}`}
          </Typography>
          {actions && <Box sx={{ mt: 1 }}>{actions}</Box>}
        </Box>
      </Box>
      <Divider sx={{ my: 2 }} />
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}
      >
        <Detail label="Customer">{quote.customer_name}</Detail>
        {quote.contact_names.length > 0 && (
          <Detail label={quote.contact_names.length === 1 ? 'Contact' : 'Contacts'}>{quote.contact_names.join(', ')}</Detail>
        )}
        {quote.project_name && <Detail label="Project">{quote.project_name}</Detail>}
        {quote.delivery_address && <Detail label="Delivery address" wide>{quote.delivery_address}</Detail>}
      </Box>
    </Paper>
  );
}
