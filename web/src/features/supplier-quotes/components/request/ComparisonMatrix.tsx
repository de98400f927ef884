import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatDay } from '@/lib/format';
import { WithReason } from '@/components/WithReason';
import { errorMessage } from '@/lib/http';
import { formatMoney } from '@/lib/money';
import { unitLabel } from '@/lib/units';
import { useAward, type ComparisonScope } from '../../api/comparison';
import type { AwardIn, ComparisonCell, ComparisonOut, ComparisonSupplier } from '../../api/types';
import { formatLeadTime, formatQuantity } from '../../lib/format';
import { supplierQuoteEditorPath } from '../../lib/links';
import { PHONE_ONLY } from '@/lib/responsive';
import { stackedOnPhone, useStackedRows } from '@/lib/stacked-rows';

type Props = { scope: ComparisonScope; matrix: ComparisonOut };

const VALIDITY = {
  ok: { label: 'Valid', color: 'success' },
  expiring: { label: 'Expires soon', color: 'warning' },
  expired: { label: 'Expired', color: 'error' },
} as const;

function SupplierHeader({ supplier, onAwardAll }: { supplier: ComparisonSupplier; onAwardAll: () => void }) {
  const validity = supplier.validity ? VALIDITY[supplier.validity] : null;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="subtitle2">{supplier.supplier.name}</Typography>
      <Link component={RouterLink} to={supplierQuoteEditorPath(supplier.supplier_quote_id)} underline="hover" variant="body2">
        {supplier.number} v{supplier.version}
      </Link>
      {validity ? (
        <Chip
          size="small"
          color={validity.color}
          variant={supplier.validity === 'ok' ? 'outlined' : 'filled'}
          label={`${validity.label}${supplier.valid_until ? ` · ${formatDay(supplier.valid_until)}` : ''}`}
        />
      ) : (
        <Chip size="small" label="No answer yet" />
      )}
      {supplier.answered && supplier.priced_lines > 0 && (
        <Button size="small" onClick={onAwardAll}>
          Award all to {supplier.supplier.name}
        </Button>
      )}
    </Stack>
  );
}

/** A compact cell (fields at their defaults left out) read with its defaults: the row's unit, working days. */
function CellView({ cell, rowUnit, chosen, rowLabel, supplierName, onChoose }: {
  cell: ComparisonCell | null;
  rowUnit: string;
  chosen: boolean;
  rowLabel: string;
  supplierName: string;
  onChoose: () => void;
}) {
  if (!cell) return <Typography sx={{ color: 'text.disabled' }}>—</Typography>;
  const price = cell.price ?? null;
  const alternative = cell.alternative ?? null;
  if (cell.cannot_quote && !alternative) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Can’t quote{cell.cannot_quote_reason ? `: ${cell.cannot_quote_reason}` : ''}
      </Typography>
    );
  }
  if (price === null && !alternative?.price) return <Typography sx={{ color: 'text.disabled' }}>Not priced</Typography>;
  const lead = formatLeadTime(cell.lead_time ?? null, cell.lead_time_unit ?? 'working_days');
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Radio
        size="small"
        checked={chosen}
        onChange={onChoose}
        slotProps={{ input: { 'aria-label': `Choose ${supplierName} for ${rowLabel}` } }}
        sx={{ p: 0.5 }}
      />
      <Stack spacing={0.25}>
        <Typography variant="body2" component="div" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {price !== null ? `${formatMoney(price)} ${unitLabel(cell.unit ?? rowUnit)}` : 'Alternative only'}
          {cell.best_price && <Chip size="small" color="success" label="Best price" sx={{ ml: 0.5 }} />}
        </Typography>
        {cell.landed_unit_price && (
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            Landed {formatMoney(cell.landed_unit_price)}
          </Typography>
        )}
        <Typography variant="caption" component="div" sx={{ color: cell.too_late ? 'error.main' : 'text.secondary', fontWeight: cell.too_late ? 600 : undefined }}>
          {cell.delivery_date ? `On site ${formatDay(cell.delivery_date)}` : (lead ?? 'No lead time')}
          {cell.too_late && ' — too late'}
          {cell.best_date && <Chip size="small" color="info" label="Best date" sx={{ ml: 0.5 }} />}
        </Typography>
        {alternative && (
          <Typography variant="caption">
            Alternative: {alternative.description}
            {alternative.price ? ` at ${formatMoney(alternative.price)}` : ''}
          </Typography>
        )}
        {cell.below_minimum && cell.min_order_quantity && (
          <Typography variant="caption" sx={{ color: 'warning.main' }}>
            Below the minimum of {formatQuantity(cell.min_order_quantity)}
          </Typography>
        )}
        {cell.awarded && (
          <Chip size="small" color="primary" label="Awarded" title={cell.award_reason || undefined} sx={{ alignSelf: 'flex-start' }} />
        )}
      </Stack>
    </Stack>
  );
}

/**
 * The answers side by side: a row per line asked, a column per supplier (its latest answer). Each cell gives the
 * price on the line's basis, the landed cost, when the goods could be on site (red when after the required date),
 * best price and best date; the header the validity (amber within 7 days, red expired). Choose a cell per row, or a
 * whole supplier, and award with a reason.
 */
export function ComparisonMatrix({ scope, matrix }: Props) {
  const stack = useStackedRows();
  const award = useAward(scope);
  const [chosen, setChosen] = useState<Record<string, number>>({});
  const [pending, setPending] = useState<{ body: Omit<AwardIn, 'reason'>; what: string } | null>(null);
  const [reason, setReason] = useState('');
  const picked = Object.values(chosen);

  const confirm = () => {
    if (!pending) return;
    award.mutate(
      { ...pending.body, reason },
      {
        onSuccess: () => {
          setPending(null);
          setChosen({});
          setReason('');
        },
      },
    );
  };

  if (matrix.suppliers.length === 0) {
    return <Typography sx={{ color: 'text.secondary' }}>No supplier quotes to compare yet.</Typography>;
  }
  const awardAll = (supplier: ComparisonSupplier) => () =>
    setPending({
      body: { supplier_quote_id: supplier.supplier_quote_id, line_ids: [], awarded: true },
      what: `every line ${supplier.supplier.name} priced`,
    });
  return (
    <Stack spacing={2}>
      {/* A phone reads the rows as cards with the header hidden: its suppliers (their quotes, validity and "Award
          all to …") are listed above them instead. */}
      <Box component="ul" aria-label="Suppliers compared" sx={{ ...PHONE_ONLY, listStyle: 'none', m: 0, p: 0 }}>
        {matrix.suppliers.map((supplier) => (
          <Box component="li" key={supplier.supplier_quote_id} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
            <SupplierHeader supplier={supplier} onAwardAll={awardAll(supplier)} />
          </Box>
        ))}
      </Box>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table ref={stack} size="small" aria-label="Comparison" sx={[{ '& td, & th': { verticalAlign: 'top' } }, stackedOnPhone]}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ minWidth: 220 }}>Line</TableCell>
              {matrix.suppliers.map((supplier) => (
                <TableCell key={supplier.supplier_quote_id} sx={{ minWidth: 200 }}>
                  <SupplierHeader supplier={supplier} onAwardAll={awardAll(supplier)} />
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {matrix.rows.map((row) => {
              const label = row.code ? `${row.code} ${row.description}` : row.description;
              return (
                <TableRow key={row.key}>
                  <TableCell>
                    <Typography variant="body2" sx={{ fontWeight: 500 }}>
                      {row.code && `${row.code} · `}
                      {row.description}
                    </Typography>
                    <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                      {formatQuantity(row.quantity)} · priced {unitLabel(row.unit)}
                    </Typography>
                  </TableCell>
                  {row.cells.map((cell, index) => (
                    <TableCell key={matrix.suppliers[index].supplier_quote_id}>
                      <CellView
                        cell={cell}
                        rowUnit={row.unit}
                        rowLabel={label}
                        supplierName={matrix.suppliers[index].supplier.name}
                        chosen={cell !== null && chosen[row.key] === cell.line_id}
                        onChoose={() => cell && setChosen((current) => ({ ...current, [row.key]: cell.line_id }))}
                      />
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
            <TableRow>
              <TableCell>
                <Typography variant="subtitle2">Totals</Typography>
              </TableCell>
              {matrix.suppliers.map((supplier) => (
                <TableCell key={supplier.supplier_quote_id} sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {supplier.answered ? (
                    <Stack spacing={0.25}>
                      <Typography variant="body2">
                        Goods {formatMoney(supplier.goods_total)} + charges {formatMoney(supplier.charges_total)}
                      </Typography>
                      <Typography variant="subtitle2">Total {formatMoney(supplier.total)}</Typography>
                      {supplier.below_minimum_lines > 0 && (
                        <Typography variant="caption" sx={{ color: 'warning.main' }}>
                          {formatMoney(supplier.minimum_total)} at minimum order quantities
                        </Typography>
                      )}
                      {supplier.awarded_lines > 0 && (
                        <Typography variant="caption">
                          {supplier.awarded_lines} line{supplier.awarded_lines === 1 ? '' : 's'} awarded
                        </Typography>
                      )}
                    </Stack>
                  ) : (
                    '—'
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableBody>
        </Table>
      </TableContainer>
      {award.isError && !pending && <Alert severity="error">{errorMessage(award.error)}</Alert>}
      <Box>
        <WithReason reason={picked.length === 0 ? 'Choose a supplier’s price in a line’s row first.' : null}>
          <Button
            variant="contained"
            disabled={picked.length === 0}
            onClick={() =>
              setPending({
                body: { line_ids: picked, awarded: true },
                what: `${picked.length} line${picked.length === 1 ? '' : 's'}`,
              })
            }
          >
            Award the chosen lines{picked.length > 0 ? ` (${picked.length})` : ''}
          </Button>
        </WithReason>
      </Box>
      <Dialog open={pending !== null} onClose={() => setPending(null)} aria-labelledby="award-title" fullWidth maxWidth="sm">
        <DialogTitle id="award-title">Award {pending?.what}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            label="Reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            helperText="Why these prices were chosen (kept with the award)."
            sx={{ mt: 1 }}
          />
          {award.isError && <Alert severity="error" sx={{ mt: 2 }}>{errorMessage(award.error)}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPending(null)}>Cancel</Button>
          <Button variant="contained" disabled={reason.trim() === '' || award.isPending} onClick={confirm}>
            Award
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
