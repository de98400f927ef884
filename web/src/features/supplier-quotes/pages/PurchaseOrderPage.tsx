import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { LinkedTasks } from '@/components/LinkedTasks';
import { Page } from '@/components/Page';
import { PageLoader } from '@/components/PageLoader';
import { PlainTable } from '@/components/PlainTable';
import { recordNotShown } from '@/components/RecordNotFound';
import { Section } from '@/components/Section';
import { formatDateTime, formatDay } from '@/lib/format';
import { errorMessage } from '@/lib/http';
import { formatMoney } from '@/lib/money';
import { unitLabel } from '@/lib/units';
import { downloadPurchaseOrderPdf } from '../api/purchase-orders';
import { usePurchaseOrder } from '../api/purchase-order';
import type { PurchaseOrderOut, PurchaseOrderStatus } from '../api/types';
import { MoveStatusDialog } from '../components/order/MoveStatusDialog';
import { SendOrderDialog } from '../components/order/SendOrderDialog';
import { PurchaseOrderStatusChip } from '../components/StatusChips';
import { formatQuantity } from '../lib/format';
import { customerOrderPath, PURCHASE_ORDERS_PATH, projectPath, supplierPath, supplierQuoteEditorPath } from '../lib/links';
import { OFFLOAD_LABELS, PURCHASE_ORDER_STATUS_LABELS } from '../lib/status';

const right = { textAlign: 'right', whiteSpace: 'nowrap' } as const;
const LINE_COLUMNS = [
  'Code',
  'Description',
  { label: 'Quantity', sx: right },
  { label: 'Price', sx: right },
  { label: 'Line total', sx: right },
  'Required',
  { label: 'Delivered', sx: right },
] as const;

/** What the supplier answered on their page: acknowledged, proposed changes, or declined (nothing yet: null). */
function SupplierResponse({ order }: { order: PurchaseOrderOut }) {
  const by = order.responded_by ? ` by ${order.responded_by}` : '';
  const proposedLines = order.lines.filter((line) => line.proposed_quantity !== null || line.proposed_date !== null);
  if (order.declined_at) {
    return (
      <Alert severity="error">
        Declined{by} on {formatDateTime(order.declined_at)}: {order.decline_reason || 'no reason given'}
      </Alert>
    );
  }
  if (order.proposed_at) {
    return (
      <Alert severity="warning">
        <Stack spacing={0.5}>
          <span>
            Changes proposed{by} on {formatDateTime(order.proposed_at)}
            {order.proposed_date ? ` · deliver on ${formatDay(order.proposed_date)} instead of ${formatDay(order.required_date) || '—'}` : ''}
          </span>
          {proposedLines.map((line) => (
            <span key={line.line_id}>
              {line.description}:
              {line.proposed_quantity !== null ? ` ${formatQuantity(line.proposed_quantity)} instead of ${formatQuantity(line.quantity)}` : ''}
              {line.proposed_date !== null ? ` on ${formatDay(line.proposed_date)}` : ''}
            </span>
          ))}
          {order.proposal_notes && <span>“{order.proposal_notes}”</span>}
        </Stack>
      </Alert>
    );
  }
  if (order.acknowledged_at) {
    return (
      <Alert severity="success">
        Acknowledged{by} on {formatDateTime(order.acknowledged_at)}
      </Alert>
    );
  }
  if (order.sent_at) {
    return (
      <Alert severity="info">
        Sent on {formatDateTime(order.sent_at)}
        {order.opened_at ? `, opened by the supplier on ${formatDateTime(order.opened_at)}` : ', not opened yet'} — no answer yet.
      </Alert>
    );
  }
  return <Typography sx={{ color: 'text.secondary' }}>Not sent to the supplier yet.</Typography>;
}

function OrderView({ order, onReload }: { order: PurchaseOrderOut; onReload: () => void }) {
  const [sending, setSending] = useState(false);
  const [moving, setMoving] = useState<PurchaseOrderStatus | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [pdfError, setPdfError] = useState<string | null>(null);
  const canSend = order.status === 'draft' || order.status === 'sent';
  const download = () => {
    setPdfError(null);
    downloadPurchaseOrderPdf(order).catch((error: unknown) => setPdfError(errorMessage(error)));
  };

  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <PurchaseOrderStatusChip status={order.status} />
        <Typography>
          To{' '}
          <Link component={RouterLink} to={supplierPath(order.supplier.id, order.supplier.kind)}>
            {order.supplier.name}
          </Link>
        </Typography>
        {order.supplier_quote && (
          <Typography>
            From{' '}
            <Link component={RouterLink} to={supplierQuoteEditorPath(order.supplier_quote.id)}>
              {order.supplier_quote.name}
            </Link>
          </Typography>
        )}
        {order.project && (
          <Typography>
            Project{' '}
            <Link component={RouterLink} to={projectPath(order.project.id)}>
              {order.project.name}
            </Link>
          </Typography>
        )}
        {order.order && (
          <Typography>
            Supplies customer order{' '}
            <Link component={RouterLink} to={customerOrderPath(order.order.name)}>
              {order.order.name}
            </Link>
          </Typography>
        )}
      </Stack>

      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {canSend && (
          <Button variant="contained" onClick={() => setSending(true)}>
            {order.status === 'draft' ? 'Preview and send' : 'Send again'}
          </Button>
        )}
        <Button variant="outlined" onClick={download}>
          Download PDF
        </Button>
        {order.next_statuses.map((status) => (
          <Button key={status} variant="outlined" color={status === 'cancelled' ? 'error' : 'primary'} onClick={() => setMoving(status)}>
            {status === 'cancelled' ? 'Cancel order' : `Mark as ${PURCHASE_ORDER_STATUS_LABELS[status].toLowerCase()}`}
          </Button>
        ))}
      </Stack>
      {notice && (
        <Alert severity="success" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {pdfError && <Alert severity="error">The PDF could not be downloaded. {pdfError}</Alert>}

      <Section title="The supplier’s answer">
        <SupplierResponse order={order} />
      </Section>

      <Section title="Delivery">
        <Stack spacing={0.5}>
          <Typography>
            <strong>Site:</strong> {[order.site_address, order.site_postcode].filter(Boolean).join(', ') || '—'}
          </Typography>
          <Typography>
            <strong>Site contact:</strong> {order.site_contact_name || '—'}
            {order.site_contact_phone ? ` · ${order.site_contact_phone}` : ''}
          </Typography>
          <Typography>
            <strong>Required on site:</strong> {formatDay(order.required_date) || '—'}
            {order.offload_method ? ` · ${OFFLOAD_LABELS[order.offload_method]}` : ''}
          </Typography>
          <Typography>
            <strong>Supplier contacts:</strong>{' '}
            {order.contacts.map((contact) => `${contact.name} <${contact.email || 'no email'}>`).join(', ') || 'none — add one to the supplier to send'}
          </Typography>
          {order.notes && (
            <Typography>
              <strong>Notes to the supplier:</strong> {order.notes}
            </Typography>
          )}
          {order.internal_notes && (
            <Typography>
              <strong>Internal notes:</strong> {order.internal_notes}
            </Typography>
          )}
        </Stack>
      </Section>

      <Section title="Lines">
        <PlainTable
          label="Lines"
          columns={LINE_COLUMNS}
          footer={(
            [
              ['Goods', order.subtotal],
              ['Charges', order.charges_total],
              ['Total', order.total],
            ] as const
          ).map(([label, amount]) => (
            <TableRow key={label}>
              <TableCell colSpan={4} sx={right}>
                {label}
              </TableCell>
              <TableCell sx={right} aria-label={`${label} amount`}>
                {formatMoney(amount)}
              </TableCell>
              <TableCell colSpan={2} />
            </TableRow>
          ))}
        >
          {order.lines.map((line) => (
            <TableRow key={line.line_id}>
              <TableCell>{line.code || '—'}</TableCell>
              <TableCell>{line.description}</TableCell>
              <TableCell sx={right}>{line.is_charge ? '' : formatQuantity(line.quantity)}</TableCell>
              <TableCell sx={right}>
                {formatMoney(line.unit_price)} {line.is_charge ? '' : unitLabel(line.unit)}
              </TableCell>
              <TableCell sx={right}>{formatMoney(line.line_total)}</TableCell>
              <TableCell>{formatDay(line.required_date) || formatDay(order.required_date) || '—'}</TableCell>
              <TableCell sx={right}>{line.is_charge ? '' : formatQuantity(line.delivered_quantity)}</TableCell>
            </TableRow>
          ))}
        </PlainTable>
      </Section>

      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Created {formatDateTime(order.created_at)} · updated {formatDateTime(order.updated_at)} · supplier’s page{' '}
        <Link href={order.public_url} target="_blank" rel="noopener">
          {order.public_url}
        </Link>
      </Typography>

      <LinkedTasks recordType="purchase_order" recordId={order.purchase_order_id} />

      <SendOrderDialog
        open={sending}
        orderId={order.purchase_order_id}
        number={order.number}
        onClose={() => setSending(false)}
        onSent={(sent) => {
          setSending(false);
          setNotice(`Sent to ${sent.recipients.map((r) => r.name || r.email).join(', ')}.`);
        }}
      />
      {moving && (
        <MoveStatusDialog
          order={order}
          target={moving}
          onClose={() => setMoving(null)}
          onReload={() => {
            setMoving(null);
            onReload();
          }}
          onMoved={(moved) => {
            setMoving(null);
            setNotice(`Marked as ${PURCHASE_ORDER_STATUS_LABELS[moved.status].toLowerCase()}.`);
          }}
        />
      )}
    </Stack>
  );
}

/** /supplier-quotes/orders/{id}: one purchase order, what the supplier answered, sending it and moving it on. */
export default function PurchaseOrderPage() {
  const { orderId } = useParams();
  const id = Number(orderId);
  const valid = Number.isInteger(id) && id > 0;
  const query = usePurchaseOrder(valid ? id : null);
  const back = (
    <Button component={RouterLink} to={PURCHASE_ORDERS_PATH}>
      All purchase orders
    </Button>
  );
  const notShown = recordNotShown({ valid, query, noun: 'purchase order', title: 'Purchase order', id: orderId, back });
  if (notShown) return notShown;
  const order = query.data;
  if (!order) return <PageLoader />;
  return (
    <Page title={`${order.number} · ${order.supplier.name}`} actions={back} maxWidth={1400}>
      <OrderView order={order} onReload={() => void query.refetch()} />
    </Page>
  );
}
