import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState, type Dispatch } from 'react';
import { LoadingRows } from '@/components/SectionStates';
import type { SupplierCosts } from '@/lib/api/types';
import { errorMessage } from '@/lib/http';
import { formatMoney, toPence } from '@/lib/money';
import { useSupplierCosts } from '../../api/supplier-costs';
import type { LineDraft } from '../../lib/editor/draft';
import type { Action, AppliedCost } from '../../lib/editor/reducer';

const WHY = { awarded: 'Awarded', cheapest_valid: 'Cheapest valid price' } as const;

export type ProposedRow = {
  /** The draft line's key, or null when the line is no longer in the editor. */
  key: string | null;
  /** The line's number in the editor (null: removed there). */
  number: number | null;
  lineId: number;
  description: string;
  oldCost: string;
  newCost: string | null;
  supplierQuoteLineId: number | null;
  supplierQuote: string;
  why: string;
};

/** The proposal's lines against the draft's (a saved line's key is `l-{line_id}`); the cost shown is the draft's. */
export function proposedRows(costs: SupplierCosts, lines: readonly LineDraft[]): ProposedRow[] {
  const byKey = new Map(lines.map((line, index) => [line.key, { ...line, index }]));
  return costs.lines.map((costed) => {
    const line = byKey.get(`l-${costed.line_id}`) ?? null;
    const proposed = costed.proposed;
    const candidate = proposed
      ? costed.candidates.find((c) => c.supplier_quote_line_id === proposed.supplier_quote_line_id)
      : undefined;
    return {
      key: line?.key ?? null,
      number: line ? line.index + 1 : null,
      lineId: costed.line_id,
      description: line?.description ?? costed.description,
      oldCost: line?.cost ?? costed.cost_price,
      newCost: proposed?.cost_price ?? null,
      supplierQuoteLineId: proposed?.supplier_quote_line_id ?? null,
      supplierQuote: candidate ? `${candidate.number} (${candidate.supplier.name})` : '',
      why: !line ? 'Line removed in the editor' : proposed ? WHY[proposed.why] : 'No valid supplier price',
    };
  });
}

/** What "Apply" sets: each line with a proposal that is still in the editor. */
export function appliedCosts(rows: readonly ProposedRow[]): AppliedCost[] {
  return rows.flatMap((row) =>
    row.key !== null && row.newCost !== null && row.supplierQuoteLineId !== null
      ? [{ key: row.key, cost: row.newCost, supplierQuoteLineId: row.supplierQuoteLineId }]
      : [],
  );
}

const money = (amount: string) => (toPence(amount) === null ? amount || '—' : formatMoney(amount));

type Props = {
  open: boolean;
  quoteId: number;
  lines: readonly LineDraft[];
  dispatch: Dispatch<Action>;
  onClose: () => void;
};

function Proposal({ costs, lines, onApply, onClose }: { costs: SupplierCosts; lines: readonly LineDraft[]; onApply: (action: Action) => void; onClose: () => void }) {
  const rows = proposedRows(costs, lines);
  const applied = appliedCosts(rows);
  const { delivery } = costs;
  const hasDelivery = delivery.supplier_quote_ids.length > 0;
  const [withDelivery, setWithDelivery] = useState(hasDelivery);
  const apply = () =>
    onApply({
      type: 'applyCosts',
      costs: applied,
      shipping: withDelivery
        ? {
            loads: String(delivery.loads),
            pricePerLoad: delivery.price_per_load,
            partLoad: delivery.part_load_charge,
            offloading: delivery.offloading_charge,
          }
        : null,
    });
  return (
    <>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          The costs go into the editor; nothing is saved until you save the quote.
        </Typography>
        <Table size="small" aria-label="Proposed costs">
          <TableHead>
            <TableRow>
              <TableCell>Line</TableCell>
              <TableCell>Cost now → proposed</TableCell>
              <TableCell>Supplier quote</TableCell>
              <TableCell>Why</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.lineId} aria-label={`Proposed cost: ${row.description}`}>
                <TableCell>{`${row.number ?? '—'}. ${row.description}`}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {row.newCost === null ? money(row.oldCost) : `${money(row.oldCost)} → ${money(row.newCost)}`}
                </TableCell>
                <TableCell>{row.supplierQuote || '—'}</TableCell>
                <TableCell>{row.why}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {hasDelivery ? (
          <>
            <Typography variant="subtitle2" sx={{ mt: 2 }}>
              Proposed delivery charges
            </Typography>
            <Typography variant="body2">
              {`${delivery.loads} load${delivery.loads === 1 ? '' : 's'} at ${money(delivery.price_per_load)}, part-load ${money(delivery.part_load_charge)}, offloading ${money(delivery.offloading_charge)}`}
              {toPence(delivery.pallet_charges) ? ` (pallet charges ${money(delivery.pallet_charges)}, not applied)` : ''}
            </Typography>
            <FormControlLabel
              control={<Checkbox checked={withDelivery} onChange={(event) => setWithDelivery(event.target.checked)} />}
              label="Apply the delivery charges"
            />
          </>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            No delivery charges are proposed.
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={apply} disabled={applied.length === 0 && !withDelivery}>
          Apply
        </Button>
      </DialogActions>
    </>
  );
}

/** "Apply supplier costs": the proposal of GET /quotes/convertSupplierQuotes/{id}, applied to the draft. */
export function SupplierCostsDialog({ open, quoteId, lines, dispatch, onClose }: Props) {
  const titleId = useId();
  const costs = useSupplierCosts(quoteId, open);
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Apply supplier costs</DialogTitle>
      {costs.isPending ? (
        <DialogContent>
          <LoadingRows label="Loading the supplier costs" rows={3} />
        </DialogContent>
      ) : costs.isError ? (
        <>
          <DialogContent>
            <Alert severity="error">{errorMessage(costs.error)}</Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      ) : (
        <Proposal
          costs={costs.data}
          lines={lines}
          onClose={onClose}
          onApply={(action) => {
            dispatch(action);
            onClose();
          }}
        />
      )}
    </Dialog>
  );
}
