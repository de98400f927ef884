import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { LoadingRows, ErrorState } from '@/components/SectionStates';
import type { OrderOut } from '@/lib/api/types';
import { formatDateTime } from '@/lib/format';
import { canDelete } from '@/lib/roles';
import { useSession } from '@/lib/session';
import { useSnackbar } from '@/lib/snackbar';
import { useDeleteOrder } from '../api/delete-order';
import { useOrder } from '../api/get-order';
import { customerLink, projectLink, quoteEditorPath, scheduleLink } from '../lib/quote-links';
import { OrderLines, OrderPlots, OrderTotals } from './OrderDetails';
import { OrderPurchaseOrders } from './OrderPurchaseOrders';
import { OrderStatusChip } from './StatusChips';
import { deleteRefusal } from '@/lib/form-errors';

type Props = { orderId: number; onClose: () => void };

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="div">{children}</Typography>
    </Box>
  );
}

function Facts({ order }: { order: OrderOut }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
      <Fact label="Customer">
        <Link component={RouterLink} to={customerLink(order.customer)} underline="hover">
          {order.customer.name}
        </Link>
      </Fact>
      <Fact label="Project">
        {order.project ? (
          <Link component={RouterLink} to={projectLink(order.project.id)} underline="hover">
            {order.project.name}
          </Link>
        ) : (
          '—'
        )}
      </Fact>
      <Fact label="Quote">
        {order.quote ? (
          <Link component={RouterLink} to={quoteEditorPath(order.quote.id)} underline="hover">
            {order.quote.name}
            {order.quote_version !== null && ` (version ${order.quote_version})`}
          </Link>
        ) : (
          'Taken without a quote'
        )}
      </Fact>
      <Fact label="PO number">{order.po_number || '—'}</Fact>
      <Fact label="Delivery address">{order.delivery_address?.name ?? '—'}</Fact>
      <Fact label="Account manager">{order.account_manager?.name ?? '—'}</Fact>
      <Fact label="Created">
        {formatDateTime(order.created_at)}
        {order.created_by && ` by ${order.created_by.name}`}
      </Fact>
      {order.notes && (
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Fact label="Notes">
            <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>
              {order.notes}
            </Box>
          </Fact>
        </Box>
      )}
    </Box>
  );
}

/** Delete the order after a confirmation: managers and admins only. */
function DeleteOrder({ order, onDeleted }: { order: OrderOut; onDeleted: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteOrder();
  const snackbar = useSnackbar();
  return (
    <>
      <Button color="error" startIcon={<DeleteIcon />} onClick={() => setConfirming(true)}>
        Delete order
      </Button>
      <ConfirmDialog
        open={confirming}
        title={`Delete order ${order.number}?`}
        confirmLabel="Delete"
        destructive
        pending={remove.isPending}
        error={remove.isError ? deleteRefusal(remove.error, `Order ${order.number} was not deleted`, 'It stays as the record of what was delivered.') : null}
        onConfirm={() =>
          remove.mutate(order.order_id, {
            onSuccess: () => {
              snackbar.showSuccess(`Order ${order.number} deleted.`);
              setConfirming(false);
              onDeleted();
            },
          })
        }
        onClose={() => {
          setConfirming(false);
          remove.reset();
        }}
      >
        {order.quote
          ? `The order goes for good. Quote ${order.quote.name} goes back to accepted, so it can be converted again.`
          : 'The order goes for good.'}
      </ConfirmDialog>
    </>
  );
}

/** One order: its facts, lines, plot breakdown and totals; Delete for managers and admins. */
export function OrderDialog({ orderId, onClose }: Props) {
  const id = useId();
  const order = useOrder(orderId);
  const session = useSession();
  const data = order.data;
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`} sx={{ pr: 7 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <span>{data ? `Order ${data.number}` : 'Order'}</span>
          {data && <OrderStatusChip status={data.status} />}
        </Stack>
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        {order.isError ? (
          <ErrorState error={order.error} onRetry={() => void order.refetch()} />
        ) : !data ? (
          <LoadingRows label="Loading the order" rows={5} />
        ) : (
          <Stack spacing={3}>
            <Facts order={data} />
            <OrderLines order={data} />
            <OrderPlots order={data} />
            <OrderTotals order={data} />
            <OrderPurchaseOrders orderId={data.order_id} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, justifyContent: 'space-between' }}>
        <Box>{data && canDelete(session) && <DeleteOrder order={data} onDeleted={onClose} />}</Box>
        <Stack direction="row" spacing={1}>
          {data && (
            <Button component={RouterLink} to={scheduleLink(data.order_id)} variant="outlined">
              Call-off schedule
            </Button>
          )}
          <Button onClick={onClose}>Close</Button>
        </Stack>
      </DialogActions>
    </Dialog>
  );
}
