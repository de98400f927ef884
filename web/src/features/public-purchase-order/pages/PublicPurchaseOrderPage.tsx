import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useParams } from 'react-router';
import { LinkProblem } from '@/components/LinkProblem';
import { PageLoader } from '@/components/PageLoader';
import type { PublicPOLineOut, PublicPOOut } from '@/lib/api/types';
import { formatFullDay } from '@/lib/format';
import { errorMessage, isApiError } from '@/lib/http';
import { formatMoney } from '@/lib/money';
import { quantityLabel, unitLabel } from '@/lib/units';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePurchaseOrder } from '../api/order';
import { ResponseDialog, type Kind } from '../components/ResponseDialog';

const OFFLOAD: Record<string, string> = {
  crane: 'Crane offload',
  moffett: 'Moffett (truck-mounted forklift)',
  tail_lift: 'Tail-lift',
  kerbside: 'Kerbside (tipped or hand-balled)',
};

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 700, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

function Line({ line, number }: { line: PublicPOLineOut; number: number }) {
  const proposed = [
    line.proposed_quantity !== null && `quantity ${quantityLabel(line.proposed_quantity, line.unit)}`,
    line.proposed_date && `delivery ${formatFullDay(line.proposed_date)}`,
  ].filter(Boolean);
  return (
    <Box component="li" sx={{ listStyle: 'none', border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {number}. {line.description}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {[
              line.code,
              line.is_charge ? 'Charge' : quantityLabel(line.quantity, line.unit),
              !line.is_charge && `${formatMoney(line.unit_price)} ${unitLabel(line.unit)}`,
              line.required_date && `required ${formatFullDay(line.required_date)}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          {proposed.length > 0 && (
            <Typography variant="body2" color="warning.main">
              You proposed {proposed.join(', ')}
            </Typography>
          )}
        </Box>
        <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>{formatMoney(line.line_total)}</Typography>
      </Box>
    </Box>
  );
}

function Status({ order }: { order: PublicPOOut }) {
  const by = order.responded_by ? ` by ${order.responded_by}` : '';
  switch (order.status) {
    case 'acknowledged':
      return (
        <Alert severity="success">
          <AlertTitle>Acknowledged</AlertTitle>
          Acknowledged{by} on {formatFullDay(order.acknowledged_at)}. Thank you.
        </Alert>
      );
    case 'changes_proposed':
      return (
        <Alert severity="warning">
          <AlertTitle>Changes proposed</AlertTitle>
          You proposed changes{by}
          {order.proposed_date ? `: delivery on ${formatFullDay(order.proposed_date)}` : ''}. {order.company.name} will come back to you.
          {order.proposal_notes && <Box sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>{order.proposal_notes}</Box>}
        </Alert>
      );
    case 'declined':
      return (
        <Alert severity="info">
          <AlertTitle>Declined</AlertTitle>
          You declined this order{by}: {order.decline_reason}
        </Alert>
      );
    case 'cancelled':
    case 'closed':
    case 'delivered':
    case 'part_delivered':
      return <Alert severity="info">This order is {order.status.replace('_', ' ')}: nothing more to answer here.</Alert>;
    default:
      return order.can_respond ? (
        <Alert severity="info">
          <AlertTitle>Please confirm this order</AlertTitle>
          Acknowledge it, propose another date or quantity, or decline it with a reason.
        </Alert>
      ) : null;
  }
}

function OrderView({ order }: { order: PublicPOOut }) {
  const [dialog, setDialog] = useState<Kind | null>(null);
  const [name, setName] = useState(order.responded_by);
  useDocumentTitle(`Purchase order ${order.number} · ${order.company.name}`, { app: false });
  const contact = [order.site_contact_name, order.site_contact_phone].filter(Boolean).join(' · ');
  return (
    <Box component="main" sx={{ flex: 1 }}>
      <Container maxWidth="md" sx={{ py: { xs: 1.5, sm: 3 }, px: { xs: 1, sm: 3 } }}>
        <Stack spacing={2}>
          <Paper component="header" elevation={0} sx={{ p: { xs: 2, sm: 3 }, border: 1, borderColor: 'divider' }}>
            <Typography variant="overline" color="text.secondary">
              Purchase order from {order.company.name}
            </Typography>
            <Typography variant="h1" sx={{ mb: 0.5 }}>
              {order.number}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              To {order.supplier_name}
              {order.supplier_quote_number && ` · against your quote ${order.supplier_quote_number}`}
              {order.sent_at && ` · sent ${formatFullDay(order.sent_at)}`}
            </Typography>
            <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' } }}>
              <Fact label="Deliver to" value={[order.site_address, order.site_postcode].filter(Boolean).join('\n') || 'To be confirmed'} />
              <Fact label="Required on site" value={formatFullDay(order.required_date) || 'Not set'} />
              <Fact label="Offload" value={order.offload_method ? OFFLOAD[order.offload_method] : 'To be agreed'} />
              {contact && <Fact label="Site contact" value={contact} />}
              <Fact label="Buyer" value={[order.company.name, order.company.phone, order.company.email].filter(Boolean).join('\n')} />
            </Box>
            {order.notes && <Typography sx={{ mt: 2, whiteSpace: 'pre-line' }}>{order.notes}</Typography>}
            {order.pdf_url && (
              <Button component="a" href={order.pdf_url} download variant="outlined" size="small" startIcon={<PictureAsPdfIcon />} sx={{ mt: 2 }}>
                Download PDF
              </Button>
            )}
          </Paper>
          <Status order={order} />
          <Paper component="section" aria-labelledby="po-lines" elevation={0} sx={{ p: { xs: 1.5, sm: 3 }, border: 1, borderColor: 'divider' }}>
            <Typography id="po-lines" variant="h2" sx={{ mb: 2 }}>
              Lines
            </Typography>
            <Stack component="ol" spacing={1} sx={{ p: 0, m: 0 }} aria-label="Order lines">
              {order.lines.map((line, index) => (
                <Line key={line.line_id} line={line} number={index + 1} />
              ))}
            </Stack>
            <Box component="dl" aria-label="Totals" sx={{ m: 0, mt: 2, ml: 'auto', maxWidth: 320 }}>
              {[
                ['Goods', order.subtotal],
                ['Charges', order.charges_total],
                ['Total (ex VAT)', order.total],
              ].map(([label, value]) => (
                <Box key={label} sx={{ display: 'flex', justifyContent: 'space-between' }}>
                  <Typography component="dt">{label}</Typography>
                  <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
                    {formatMoney(value)}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Paper>
          {order.can_respond && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <Button variant="contained" onClick={() => setDialog('acknowledge')}>
                Acknowledge order
              </Button>
              <Button variant="outlined" onClick={() => setDialog('propose')}>
                Propose changes
              </Button>
              <Button color="error" onClick={() => setDialog('decline')}>
                Decline order
              </Button>
            </Stack>
          )}
        </Stack>
      </Container>
      {dialog && <ResponseDialog order={order} kind={dialog} defaultName={name} onName={setName} onClose={() => setDialog(null)} />}
    </Box>
  );
}

/** `/purchase-order/:uuid`: our order as the supplier opens it from the email, answered with no login. */
export default function PublicPurchaseOrderPage() {
  const { uuid = '' } = useParams();
  const query = usePurchaseOrder(uuid);
  if (query.isPending) return <PageLoader label="Loading order" />;
  if (query.isError) {
    if (isApiError(query.error) && (query.error.status === 404 || query.error.status === 422)) {
      return <LinkProblem title="This link is not valid">Please check the link in the email, or ask the buyer to send it again.</LinkProblem>;
    }
    return (
      <LinkProblem title="We could not load this order" onRetry={() => void query.refetch()}>
        {errorMessage(query.error)}
      </LinkProblem>
    );
  }
  return <OrderView order={query.data} />;
}
