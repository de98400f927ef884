import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PlainTable } from '@/components/PlainTable';
import type { OrderOut } from '@/lib/api/types';
import { formatMoney } from '@/lib/money';
import { formatPercent } from '../lib/quote-links';
import { PRICE_UNIT_LABELS, quantityLabel } from '../lib/units';
import { numeric } from './QuotesTable';

function Heading({ children }: { children: string }) {
  return (
    <Typography variant="h3" component="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
      {children}
    </Typography>
  );
}

const right = { ...numeric, textAlign: 'right' } as const;

const LINE_COLUMNS = [
  'Code',
  'Description',
  { label: 'Quantity', sx: right },
  { label: 'Price', sx: right },
  { label: 'Lead time', sx: right },
  { label: 'Total', sx: right },
] as const;

/** The order's lines: what, how many, at what price. */
export function OrderLines({ order }: { order: OrderOut }) {
  return (
    <Box component="section" aria-label="Lines">
      <Heading>Lines</Heading>
      <PlainTable label="Order lines" columns={LINE_COLUMNS}>
        {order.lines.map((line) => (
          <TableRow key={line.line_id}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{line.code || '—'}</TableCell>
            <TableCell>{line.description}</TableCell>
            <TableCell sx={right}>{quantityLabel(line.quantity, line.unit)}</TableCell>
            <TableCell sx={right}>
              {formatMoney(line.sell_price)} {PRICE_UNIT_LABELS[line.unit]}
            </TableCell>
            <TableCell sx={right}>{line.lead_time_days === null ? '—' : `${line.lead_time_days} days`}</TableCell>
            <TableCell sx={right}>{formatMoney(line.line_total)}</TableCell>
          </TableRow>
        ))}
      </PlainTable>
    </Box>
  );
}

/** How much of each line goes to each plot: a row per plot, a column per line delivered to plots. */
export function OrderPlots({ order }: { order: OrderOut }) {
  if (order.plots.length === 0) return null;
  const used = new Set(order.plots.flatMap((plot) => plot.quantities.map((q) => q.line_id)));
  const lines = order.lines.filter((line) => used.has(line.line_id));
  const columns = [
    'Plot',
    'House type',
    ...lines.map((line) => ({
      key: line.line_id,
      label: line.code || line.description,
      sx: right,
      title: line.description,
    })),
  ];
  return (
    <Box component="section" aria-label="Plots">
      <Heading>Plots</Heading>
      <PlainTable label="Quantities by plot" columns={columns}>
        {order.plots.map((plot) => {
          const quantities = new Map(plot.quantities.map((q) => [q.line_id, q.quantity]));
          return (
            <TableRow key={plot.plot_id}>
              <TableCell>{plot.plot_number}</TableCell>
              <TableCell>{plot.house_type || '—'}</TableCell>
              {lines.map((line) => {
                const quantity = quantities.get(line.line_id);
                return (
                  <TableCell key={line.line_id} sx={right}>
                    {quantity === undefined ? '—' : quantityLabel(quantity, line.unit)}
                  </TableCell>
                );
              })}
            </TableRow>
          );
        })}
      </PlainTable>
    </Box>
  );
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box component="div" role="row" sx={{ display: 'flex', justifyContent: 'space-between', gap: 4, fontWeight: strong ? 700 : 400 }}>
      <Box component="span" role="rowheader">
        {label}
      </Box>
      <Box component="span" role="cell" sx={numeric}>
        {value}
      </Box>
    </Box>
  );
}

/** The totals the customer pays, and (internal) the cost and margin. */
export function OrderTotals({ order }: { order: OrderOut }) {
  const vatRate = Number(order.vat_rate).toLocaleString('en-GB', { maximumFractionDigits: 2 });
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
      <Box role="table" aria-label="Totals" sx={{ minWidth: 280, display: 'grid', gap: 0.5 }}>
        <Row label="Subtotal" value={formatMoney(order.subtotal)} />
        <Row label="Delivery" value={formatMoney(order.shipping)} />
        <Row label={`VAT at ${vatRate}%`} value={formatMoney(order.vat)} />
        <Row label="Total" value={formatMoney(order.total)} strong />
        <Box sx={{ borderTop: 1, borderColor: 'divider', mt: 1, pt: 1, color: 'text.secondary', display: 'grid', gap: 0.5 }}>
          <Row label="Cost (internal)" value={formatMoney(order.cost_total)} />
          <Row label="Margin" value={formatPercent(order.margin_percent)} />
        </Box>
      </Box>
    </Box>
  );
}
