import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import NativeSelect from '@mui/material/NativeSelect';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { errorMessage } from '@/lib/http';
import { formatMoney } from '@/lib/money';
import { QUANTITY_UNITS } from '@/lib/units';
import { useMatchNames } from '../../api/match-names';
import type { LineDraft } from '../../lib/editor/draft';
import {
  chooseMatch,
  chosenProduct,
  discontinuedRows,
  linesFromRows,
  MAX_PASTE_LINES,
  pastedLines,
  pasteRows,
  type PasteRow,
} from '../../lib/editor/paste';
import { PRICE_UNIT_LABELS } from '../../lib/units';
import { CellInput } from './CellInput';

type Props = { open: boolean; onClose: () => void; onAdd: (lines: LineDraft[]) => void };

const FREE_TEXT = '';

/**
 * Paste a list or a bill of quantities, one item a line: each line's best catalogue match is chosen with its
 * quantity in the product's unit; change the match, the quantity, or untick a line, then add the ticked ones.
 * Discontinued products are marked, and adding any asks first.
 */
export function PasteListDialog({ open, onClose, onAdd }: Props) {
  const id = useId();
  const [text, setText] = useState('');
  const [rows, setRows] = useState<PasteRow[] | null>(null);
  const [confirming, setConfirming] = useState(false);
  const match = useMatchNames();
  const lines = pastedLines(text);
  const chosen = rows?.filter((row) => row.include) ?? [];
  const missingQuantity = chosen.some((row) => !row.quantity.trim());

  const close = () => {
    setRows(null);
    setConfirming(false);
    setText('');
    match.reset();
    onClose();
  };
  const find = () => match.mutate(lines.slice(0, MAX_PASTE_LINES), { onSuccess: (found) => setRows(pasteRows(found)) });
  const update = (index: number, next: PasteRow) => setRows((all) => all && all.map((row, i) => (i === index ? next : row)));
  const discontinued = rows ? discontinuedRows(rows) : [];
  const add = (confirmed: boolean) => {
    if (discontinued.length > 0 && !confirmed) {
      setConfirming(true);
      return;
    }
    onAdd(linesFromRows(chosen, confirmed));
    close();
  };

  return (
    <Dialog open={open} onClose={close} maxWidth="lg" fullWidth aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>Paste a list</DialogTitle>
      <DialogContent>
        {rows === null ? (
          <>
            <TextField
              label="One item per line"
              placeholder={'12,500 Ibstock Red Multi\n300 bags cement'}
              helperText="e.g. 12,500 Ibstock Red Multi / 300 bags cement. Quantities and units are read from each line."
              value={text}
              onChange={(event) => setText(event.target.value)}
              multiline
              minRows={8}
              fullWidth
              autoFocus
              sx={{ mt: 1 }}
            />
            {lines.length > MAX_PASTE_LINES && (
              <Alert severity="warning" sx={{ mt: 2 }}>
                Only the first {MAX_PASTE_LINES} lines are matched at a time; paste the rest afterwards.
              </Alert>
            )}
            {match.isError && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {errorMessage(match.error)}
              </Alert>
            )}
          </>
        ) : (
          <Table size="small" aria-label="Matched lines">
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">Add</TableCell>
                <TableCell>Pasted line</TableCell>
                <TableCell>Product</TableCell>
                <TableCell align="right">Quantity</TableCell>
                <TableCell>Unit</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row, index) => {
                const n = index + 1;
                const product = chosenProduct(row);
                return (
                  <TableRow key={index}>
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={row.include}
                        onChange={(event) => update(index, { ...row, include: event.target.checked })}
                        slotProps={{ input: { 'aria-label': `Add line ${n}` } }}
                      />
                    </TableCell>
                    <TableCell sx={{ maxWidth: 260 }}>
                      <Typography variant="body2">{row.line}</Typography>
                      {row.matches.length === 0 && (
                        <Typography variant="caption" color="text.secondary">
                          No product matches: tick it to add it as a free-text line.
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>
                      <NativeSelect
                        value={row.productId === null ? FREE_TEXT : String(row.productId)}
                        onChange={(event) =>
                          update(index, chooseMatch(row, event.target.value === FREE_TEXT ? null : Number(event.target.value)))
                        }
                        inputProps={{ 'aria-label': `Product for line ${n}` }}
                        sx={{ fontSize: '0.875rem', maxWidth: 380 }}
                      >
                        {row.matches.map(({ product: option, score }) => (
                          <option key={option.product_id} value={String(option.product_id)}>
                            {`${option.status === 'discontinued' ? 'DISCONTINUED · ' : ''}${option.code} · ${option.name} · ${option.supplier_name} · ${formatMoney(option.list_price)} ${PRICE_UNIT_LABELS[option.selling_unit]} (${Math.round(score * 100)}%)`}
                          </option>
                        ))}
                        <option value={FREE_TEXT}>{`Free text: ${row.text}`}</option>
                      </NativeSelect>
                      {product?.status === 'discontinued' && (
                        <Chip label="Discontinued" color="warning" size="small" sx={{ ml: 1 }} aria-label={`Line ${n}: discontinued product`} />
                      )}
                    </TableCell>
                    <TableCell align="right" sx={{ minWidth: 110 }}>
                      <CellInput
                        label={`Quantity for line ${n}`}
                        value={row.quantity}
                        onChange={(quantity) => update(index, { ...row, quantity, note: null })}
                        cell={`paste-${index}.quantity`}
                        align="right"
                        inputMode="decimal"
                        error={row.include && !row.quantity.trim() ? 'Enter a quantity' : undefined}
                      />
                      {row.note && (
                        <Typography variant="caption" color="text.secondary" component="div">
                          {row.note}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>{QUANTITY_UNITS[product?.selling_unit ?? 'each'][1] || 'each'}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        {rows === null ? (
          <Button variant="contained" onClick={find} disabled={lines.length === 0} loading={match.isPending}>
            Find products
          </Button>
        ) : (
          <>
            <Button onClick={() => setRows(null)}>Back to the list</Button>
            <Button variant="contained" onClick={() => add(false)} disabled={chosen.length === 0 || missingQuantity}>
              {`Add ${chosen.length} line${chosen.length === 1 ? '' : 's'}`}
            </Button>
          </>
        )}
      </DialogActions>
      <ConfirmDialog
        open={confirming}
        title="Quote discontinued products?"
        confirmLabel="Add them anyway"
        onConfirm={() => add(true)}
        onClose={() => setConfirming(false)}
      >
        {discontinued.length === 1 ? 'This product is discontinued' : 'These products are discontinued'}:{' '}
        {discontinued.map((row) => `${chosenProduct(row)?.code} ${chosenProduct(row)?.name}`).join(', ')}. The
        customer may not be able to have {discontinued.length === 1 ? 'it' : 'them'}: untick{' '}
        {discontinued.length === 1 ? 'it' : 'them'} or choose another match, or add{' '}
        {discontinued.length === 1 ? 'it' : 'them'} anyway.
      </ConfirmDialog>
    </Dialog>
  );
}
