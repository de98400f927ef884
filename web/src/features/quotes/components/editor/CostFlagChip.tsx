import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import type { CostFlag } from '@/lib/api/types';
import { formatMoney, toPence } from '@/lib/money';
import { formatDay } from '@/lib/format';

/** "−£12.00" / "+£3.50": a change of margin with its sign. */
function signedMoney(amount: string): string {
  const text = amount.trim();
  const negative = text.startsWith('-');
  const size = text.replace(/^[-+]/, '');
  const pence = toPence(size);
  if (pence === null) return amount;
  const sign = pence === 0 ? '' : negative ? '−' : '+';
  return `${sign}${formatMoney(size)}`;
}

/** The chip's label and its longer explanation. */
export function costFlagText(flag: CostFlag): { label: string; detail: string } {
  if (flag.kind === 'expires_first') {
    const until = flag.supplier_valid_until ? ` (valid until ${formatDay(flag.supplier_valid_until)})` : '';
    return {
      label: 'Supplier price expires first',
      detail: `Supplier price expires before this quote: ${flag.supplier_quote_number}${until}.`,
    };
  }
  const change = flag.new_cost === null ? '' : `: ${formatMoney(flag.used_cost)} → ${formatMoney(flag.new_cost)}`;
  const margin = flag.margin_effect === null ? '' : `, margin ${signedMoney(flag.margin_effect)}`;
  return {
    label: 'Re-quoted',
    detail: `Re-quoted${change}${margin} (${flag.supplier_quote_number}).`,
  };
}

/** A line's warning that its supplier cost moved on: re-quoted, or expiring before the quote does. */
export function CostFlagChip({ flag, lineNumber }: { flag: CostFlag; lineNumber: number }) {
  const { label, detail } = costFlagText(flag);
  return (
    <Tooltip title={detail}>
      <Chip
        label={label}
        color="warning"
        size="small"
        variant="outlined"
        aria-label={`Line ${lineNumber}: ${detail}`}
        sx={{ mt: 0.5, ml: 0.5 }}
      />
    </Tooltip>
  );
}
