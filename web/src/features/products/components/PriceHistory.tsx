import ArrowDownIcon from '@mui/icons-material/TrendingDown';
import ArrowUpIcon from '@mui/icons-material/TrendingUp';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Section } from '@/components/Section';
import type { PriceChangeOut } from '@/lib/api/types';
import { formatDateTime } from '@/lib/format';
import { formatMoney, toPence } from '@/lib/money';
import { stackedOnPhone, useStackedRows } from '@/lib/stacked-rows';

const SOURCES: Record<PriceChangeOut['source'], string> = {
  create: 'Created',
  edit: 'Edited',
  import: 'Price list import',
};

/** One price before and after: the new one stands out when it changed, with the direction and the change in %. */
function Change({ old, next }: { old: string | null; next: string }) {
  if (old === null) return <>{formatMoney(next)}</>;
  const [before, after] = [toPence(old) ?? 0, toPence(next) ?? 0];
  if (before === after) {
    return (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {formatMoney(next)} <Typography component="span" variant="caption">unchanged</Typography>
      </Box>
    );
  }
  const up = after > before;
  const percent = before === 0 ? null : ((after - before) / before) * 100;
  const Icon = up ? ArrowUpIcon : ArrowDownIcon;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap' }}>
      <Box component="span" sx={{ color: 'text.secondary', textDecoration: 'line-through' }}>
        {formatMoney(old)}
      </Box>
      <Box component="span" aria-hidden>
        →
      </Box>
      <Box
        component="mark"
        sx={{ bgcolor: up ? 'warning.light' : 'success.light', color: 'text.primary', px: 0.5, borderRadius: 0.5, fontWeight: 600 }}
      >
        {formatMoney(next)}
      </Box>
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', color: up ? 'warning.dark' : 'success.dark', fontSize: '0.8125rem' }}>
        <Icon sx={{ fontSize: 16 }} aria-hidden />
        {percent === null ? (up ? 'up' : 'down') : `${up ? '+' : '−'}${Math.abs(percent).toFixed(1)}%`}
      </Box>
    </Box>
  );
}

/** Every change of the cost and list price, newest first: when, who, how, and from what to what. */
export function PriceHistory({ changes }: { changes: PriceChangeOut[] }) {
  const stack = useStackedRows();
  return (
    <Section title="Price history">
      <Box sx={{ overflowX: 'auto' }}>
        <Table ref={stack} size="small" aria-label="Price history" sx={[{ minWidth: 720 }, stackedOnPhone]}>
          <TableHead>
            <TableRow>
              <TableCell>When</TableCell>
              <TableCell>Who</TableCell>
              <TableCell>How</TableCell>
              <TableCell>Cost</TableCell>
              <TableCell>List price</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {changes.length === 0 && (
              <TableRow>
                <TableCell colSpan={5} sx={{ color: 'text.secondary', textAlign: 'center', py: 3 }}>
                  No price changes recorded.
                </TableCell>
              </TableRow>
            )}
            {changes.map((change, index) => (
              <TableRow key={`${change.changed_at}-${index}`}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <time dateTime={change.changed_at}>{formatDateTime(change.changed_at)}</time>
                </TableCell>
                <TableCell>{change.changed_by_name}</TableCell>
                <TableCell>{SOURCES[change.source]}</TableCell>
                <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  <Change old={change.old_cost_price} next={change.new_cost_price} />
                </TableCell>
                <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  <Change old={change.old_list_price} next={change.new_list_price} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Section>
  );
}
