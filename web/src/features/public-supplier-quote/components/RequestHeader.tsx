import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatFullDay } from '@/lib/format';
import type { PublicSupplierQuoteOut } from '../api/types';
import { LOAD_LABELS, OFFLOAD_LABELS } from '../lib/format';

function Fact({ label, value, wide = false }: { label: string; value: string; wide?: boolean }) {
  // A wide fact (the buyer's name, address, phone and email) takes the whole row on a phone and two columns on a
  // desktop, so an email address is not broken across lines in half of a 390-pixel screen.
  return (
    <Box sx={wide ? { gridColumn: { xs: '1 / -1', md: 'span 2' } } : undefined}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 700, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * Who asks (us), for whom (the supplier), where and when the goods are wanted and how they are offloaded. Never
 * our customer, our prices or our internal notes: the API does not send them.
 */
export function RequestHeader({ quote }: { quote: PublicSupplierQuoteOut }) {
  const { buyer } = quote;
  const contact = [buyer.phone, buyer.email].filter(Boolean).join('\n');
  return (
    <Paper component="header" elevation={0} sx={{ p: { xs: 2, sm: 3 }, border: 1, borderColor: 'divider' }}>
      <Typography variant="overline" color="text.secondary">
        Request for prices from {buyer.name}
      </Typography>
      <Typography variant="h1" sx={{ mb: 0.5 }}>
        {quote.number} · version {quote.version}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        For {quote.supplier_name}
        {quote.sent_at && ` · sent ${formatFullDay(quote.sent_at)}`}
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}
      >
        <Fact label="Delivery to" value={quote.site_postcode || quote.site_address || 'To be confirmed'} />
        <Fact label="Required on site" value={formatFullDay(quote.required_on_site) || 'Not set'} />
        <Fact label="Reply by" value={formatFullDay(quote.response_deadline) || 'Not set'} />
        <Fact label="Offload" value={quote.offload_method ? OFFLOAD_LABELS[quote.offload_method] : 'To be agreed'} />
        <Fact label="Loads" value={LOAD_LABELS[quote.load_preference]} />
        <Fact label="Buyer" wide value={[buyer.name, buyer.address, contact].filter(Boolean).join('\n')} />
      </Box>
      {quote.notes && (
        <Typography sx={{ mt: 2, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          <strong>Notes from {buyer.name}:</strong> {quote.notes}
        </Typography>
      )}
    </Paper>
  );
}
