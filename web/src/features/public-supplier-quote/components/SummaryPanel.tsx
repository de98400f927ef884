import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Figures } from '../lib/totals';
import { money } from '../lib/format';

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25 }}>
      <Typography component="dt" variant="body2" sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: strong ? 700 : 400, fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
    </Box>
  );
}

/** "12 of 300 lines priced · 1 can't quote". */
export function progressLabel(figures: Figures, lineCount: number): string {
  const parts = [`${figures.priced} of ${lineCount} lines priced`];
  if (figures.cannotQuote) parts.push(`${figures.cannotQuote} can't quote`);
  return parts.join(' · ');
}

/** The live totals: goods, each charge, the total and the pallet refund (shown, not deducted). */
export function SummaryPanel({ figures, lineCount, compact = false }: { figures: Figures; lineCount: number; compact?: boolean }) {
  const { charges } = figures;
  if (compact) {
    return (
      <Box aria-label="Totals" sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {progressLabel(figures, lineCount)}
        </Typography>
        <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>Total {money(figures.total)}</Typography>
      </Box>
    );
  }
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {progressLabel(figures, lineCount)}
      </Typography>
      <Box component="dl" aria-label="Totals" sx={{ m: 0 }}>
        <Row label="Goods" value={money(figures.goods)} />
        {charges.haulage > 0 && <Row label="Haulage" value={money(charges.haulage)} />}
        {charges.partLoad > 0 && <Row label="Part-load surcharge" value={money(charges.partLoad)} />}
        {charges.offload > 0 && <Row label="Offload" value={money(charges.offload)} />}
        {charges.pallets > 0 && <Row label="Pallets" value={money(charges.pallets)} />}
        <Row label="Total (ex VAT)" value={money(figures.total)} strong />
        {charges.palletRefund > 0 && <Row label="Pallet refund when returned" value={money(charges.palletRefund)} />}
      </Box>
    </Box>
  );
}
