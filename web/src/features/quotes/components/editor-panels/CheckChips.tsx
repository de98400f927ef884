import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import type { QuoteOut } from '@/lib/api/types';
import { formatDateTime } from '@/lib/format';
import { ORDERS_PATH } from '../../lib/quote-links';

type Props = {
  quote: Pick<QuoteOut, 'checked_by' | 'checked_at' | 'needs_check' | 'po_number' | 'po_file' | 'order' | 'status'>;
};

/** The manager's check of the version shown, and what followed the sale: purchase order and order. */
export function CheckChips({ quote }: Props) {
  const chips = [
    quote.checked_by && (
      <Chip
        key="checked"
        size="small"
        color="success"
        variant="outlined"
        label={`Checked by ${quote.checked_by.name} on ${formatDateTime(quote.checked_at)}`}
      />
    ),
    quote.needs_check && (
      <Chip key="needs-check" size="small" color="warning" label="Needs a manager’s check before it is sent" />
    ),
    quote.po_number && (
      <Chip
        key="po"
        size="small"
        variant="outlined"
        label={`PO ${quote.po_number}${quote.po_file ? ` · ${quote.po_file.name}` : ''}`}
      />
    ),
    quote.order && (
      <Chip
        key="order"
        size="small"
        color="primary"
        variant="outlined"
        clickable
        component={RouterLink}
        to={`${ORDERS_PATH}&q=${encodeURIComponent(quote.order.number)}`}
        label={`Order ${quote.order.number}`}
      />
    ),
  ].filter(Boolean);
  if (chips.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label="Check and order">
      {chips}
    </Stack>
  );
}
