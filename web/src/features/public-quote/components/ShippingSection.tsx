import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { QuoteShippingOut } from '@/lib/api/types';
import { formatMoney, fromPence, toPence } from '@/lib/money';
import { shippingPence } from '../lib/totals';

function Row({ label, amount, strong = false }: { label: string; amount: string; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5, fontWeight: strong ? 700 : 400 }}>
      <Typography component="dt" sx={{ fontWeight: 'inherit' }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 'inherit', whiteSpace: 'nowrap' }}>
        {formatMoney(amount)}
      </Typography>
    </Box>
  );
}

const positive = (amount: string) => (toPence(amount) ?? 0) > 0;

/** How the delivery charge is made up: loads at a price each, part-load and offloading charges. */
export function ShippingSection({ shipping }: { shipping: QuoteShippingOut }) {
  const total = fromPence(shippingPence(shipping));
  if (!positive(total)) return <Typography color="text.secondary">No delivery charge.</Typography>;
  const loads = shipping.loads;
  return (
    <Box component="dl" aria-label="Delivery charges" sx={{ m: 0, maxWidth: 480 }}>
      {loads > 0 && (
        <Row
          label={`${loads} ${loads === 1 ? 'load' : 'loads'} × ${formatMoney(shipping.price_per_load)}`}
          amount={fromPence(loads * (toPence(shipping.price_per_load) ?? 0))}
        />
      )}
      {positive(shipping.part_load_charge) && <Row label="Part-load charge" amount={shipping.part_load_charge} />}
      {positive(shipping.offloading_charge) && <Row label="Offloading charge" amount={shipping.offloading_charge} />}
      <Box sx={{ borderTop: 1, borderColor: 'divider', mt: 0.5 }}>
        <Row label="Delivery total" amount={total} strong />
      </Box>
    </Box>
  );
}
