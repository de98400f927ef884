import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { QuoteTotalsOut } from '@/lib/api/types';
import { formatMoney } from '@/lib/money';
import { percentLabel } from '../lib/format';

type Props = { totals: QuoteTotalsOut; vatRate: string; compact?: boolean };

/**
 * Subtotal, delivery, VAT and total, announced politely as they change when the customer ticks an option.
 * `compact` (the phone's sticky bar) puts the three parts side by side above the total.
 */
export function TotalsPanel({ totals, vatRate, compact = false }: Props) {
  const parts = [
    { label: 'Subtotal', amount: totals.subtotal },
    { label: 'Delivery', amount: totals.shipping },
    { label: `VAT ${percentLabel(vatRate)}`, amount: totals.vat },
  ];
  return (
    <Box
      component="dl"
      aria-label="Totals"
      aria-live="polite"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: compact ? 'repeat(3, auto)' : '1fr',
        justifyContent: 'space-between',
        columnGap: 1,
      }}
    >
      {parts.map(({ label, amount }) => (
        <Box key={label} sx={compact ? undefined : { display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
          <Typography component="dt" variant={compact ? 'caption' : 'body1'} color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant={compact ? 'body2' : 'body1'} sx={{ m: 0, whiteSpace: 'nowrap' }}>
            {formatMoney(amount)}
          </Typography>
        </Box>
      ))}
      <Box
        sx={{
          gridColumn: '1 / -1',
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'baseline',
          gap: 2,
          mt: compact ? 0.5 : 1,
          pt: compact ? 0.5 : 1,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Typography component="dt" sx={{ fontWeight: 700 }}>
          Total{' '}
          <Typography component="span" variant="caption" color="text.secondary">
            incl. VAT
          </Typography>
        </Typography>
        <Typography component="dd" variant="h2" sx={{ m: 0, whiteSpace: 'nowrap' }}>
          {formatMoney(totals.total)}
        </Typography>
      </Box>
    </Box>
  );
}
