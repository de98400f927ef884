import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { errorMessage, isApiError } from '@/lib/http';
import { useMovePurchaseOrder } from '../../api/purchase-order';
import type { PurchaseOrderOut, PurchaseOrderStatus } from '../../api/types';
import { formatQuantity } from '../../lib/format';
import { PURCHASE_ORDER_STATUS_LABELS } from '../../lib/status';

const QUANTITY = /^\d{1,9}(\.\d{1,3})?$/;

type Props = {
  order: PurchaseOrderOut;
  target: PurchaseOrderStatus;
  onClose: () => void;
  onMoved: (order: PurchaseOrderOut) => void;
  onReload: () => void;
};

/**
 * Confirm a move of the order (with a note). Part delivered asks the quantity delivered so far of each goods line;
 * a refused move (someone changed the order meanwhile, or a move not allowed) says why, with a reload.
 */
export function MoveStatusDialog({ order, target, onClose, onMoved, onReload }: Props) {
  const [note, setNote] = useState('');
  const goods = order.lines.filter((line) => !line.is_charge);
  const [delivered, setDelivered] = useState(() => goods.map((line) => formatQuantity(line.delivered_quantity).replace(/,/g, '')));
  const move = useMovePurchaseOrder();
  const asksQuantities = target === 'part_delivered';
  const bad = asksQuantities && delivered.some((value) => !QUANTITY.test(value.trim()));
  const conflict = isApiError(move.error) && move.error.status === 409;
  const label = PURCHASE_ORDER_STATUS_LABELS[target];

  const submit = () =>
    move.mutate(
      {
        purchase_order_id: order.purchase_order_id,
        status: target,
        row_version: order.row_version,
        note: note.trim(),
        delivered: asksQuantities ? delivered.map((value) => value.trim()) : undefined,
      },
      { onSuccess: onMoved },
    );

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="move-order-title">
      <DialogTitle id="move-order-title">
        Mark {order.number} as {label.toLowerCase()}?
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <DialogContentText>
            {target === 'cancelled'
              ? 'The order is cancelled: tell the supplier yourself if they already have it.'
              : `The order moves from ${PURCHASE_ORDER_STATUS_LABELS[order.status].toLowerCase()} to ${label.toLowerCase()}.`}
            {target === 'delivered' ? ' Every goods line counts as delivered in full.' : ''}
          </DialogContentText>
          {asksQuantities &&
            goods.map((line, i) => (
              <TextField
                key={line.line_id}
                size="small"
                label={`Delivered so far of ${line.description}`}
                helperText={`Ordered ${formatQuantity(line.quantity)}`}
                value={delivered[i]}
                error={!QUANTITY.test(delivered[i].trim())}
                onChange={(event) => setDelivered((current) => current.map((v, j) => (j === i ? event.target.value : v)))}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
            ))}
          <TextField label="Note" multiline minRows={2} value={note} onChange={(e) => setNote(e.target.value)} slotProps={{ htmlInput: { maxLength: 2000 } }} />
          {move.isError && (
            <Alert
              severity="error"
              action={
                conflict ? (
                  <Button color="inherit" onClick={onReload}>
                    Reload
                  </Button>
                ) : undefined
              }
            >
              {conflict ? 'Not moved: ' : ''}
              {errorMessage(move.error)}
              {isApiError(move.error) &&
                move.error.errors.map((e) => (
                  <div key={`${e.field}-${e.message}`}>{e.message}</div>
                ))}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Keep as it is</Button>
        <Button variant="contained" color={target === 'cancelled' ? 'error' : 'primary'} disabled={move.isPending || bad} onClick={submit}>
          {move.isPending ? 'Saving…' : `Mark as ${label.toLowerCase()}`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
