import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { PublicLineOut } from '@/lib/api/types';
import { formatMoney } from '@/lib/money';
import { leadTimeLabel } from '../lib/format';

/**
 * The description, code, lead time and, while the customer can still choose (`canRespond`), how to include an
 * option. Once the quote is decided (or can no longer be answered) it only says the line is optional.
 */
export function LineDescription({ line, canRespond }: { line: PublicLineOut; canRespond: boolean }) {
  const lead = leadTimeLabel(line.lead_time_days);
  const extras = [line.code, lead].filter(Boolean).join(' · ');
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere', color: line.selected ? 'text.primary' : 'text.secondary' }}>
        {line.description}
      </Typography>
      {extras && (
        <Typography variant="body2" color="text.secondary">
          {extras}
        </Typography>
      )}
      {line.optional && !line.alternative_group && (
        <Chip
          size="small"
          variant="outlined"
          color={canRespond ? 'primary' : 'default'}
          label={canRespond ? 'Optional — tick to include' : 'Optional'}
          sx={{ mt: 0.5 }}
        />
      )}
    </Box>
  );
}

/** The line total, or that it is left out of the totals. */
export function LineTotal({ line }: { line: PublicLineOut }) {
  return (
    <>
      <Typography
        component="span"
        sx={{ fontWeight: 700, whiteSpace: 'nowrap', color: line.selected ? 'text.primary' : 'text.disabled' }}
      >
        {formatMoney(line.line_total)}
      </Typography>
      {!line.selected && (
        <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          Not included
        </Typography>
      )}
    </>
  );
}
