import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, useId } from 'react';
import { formatPercent, fromHundredths, vatRateHundredths, type Totals } from '@/lib/quote-totals';
import { formatPence } from './money-text';

/** Below this margin the figure turns red. */
export const LOW_MARGIN = 10;

/** A figure and its label: memoised, so a keystroke re-renders only the figures it changed. */
const Row = memo(function Row({ label, value, strong = false, colour }: { label: string; value: string; strong?: boolean; colour?: string }) {
  return (
    <Stack direction="row" role="group" aria-label={label} sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography variant="body2" color="text.secondary" sx={strong ? { fontWeight: 600, color: 'text.primary' } : undefined}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400, color: colour, fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
    </Stack>
  );
});

// The same on every render: React skips an element it is given again.
const INTERNAL = (
  <Divider sx={{ my: 2 }}>
    <Chip size="small" label="Internal" />
  </Divider>
);

/** The totals as the customer will see them, and underneath, for staff only, cost and margin. Live as you type. */
export const TotalsPanel = memo(function TotalsPanel({ totals, vatRate }: { totals: Totals; vatRate: string }) {
  const id = useId();
  const low = totals.marginPercent !== null && totals.marginPercent < LOW_MARGIN;
  const marginColour = low ? 'error.main' : undefined;
  return (
    <Paper component="section" aria-labelledby={id} elevation={0} sx={{ p: { xs: 2, md: 3 }, border: 1, borderColor: 'divider' }}>
      <Typography id={id} variant="h2" sx={{ mb: 2 }}>
        Totals
      </Typography>
      <Stack spacing={1}>
        <Row label="Subtotal" value={formatPence(totals.subtotal)} />
        <Row label="Delivery" value={formatPence(totals.shipping)} />
        {/* The rate the VAT is counted at: what is typed while it is unreadable ("twenty", "20%%") counts as 0. */}
        <Row label={`VAT at ${fromHundredths(vatRateHundredths(vatRate))}%`} value={formatPence(totals.vat)} />
        <Row label="Total" value={formatPence(totals.total)} strong />
      </Stack>
      {INTERNAL}
      <Stack spacing={1}>
        <Row label="Cost" value={formatPence(totals.cost)} />
        <Row label="Margin" value={formatPence(totals.margin)} colour={marginColour} />
        <Row label="Margin %" value={formatPercent(totals.marginPercent)} colour={marginColour} strong />
      </Stack>
      {low && (
        <Typography variant="caption" color="error" sx={{ display: 'block', mt: 1 }}>
          The margin is under {LOW_MARGIN}%.
        </Typography>
      )}
    </Paper>
  );
});
