import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { Page } from '@/components/Page';
import { Section } from '@/components/Section';
import { recordNotShown } from '@/components/RecordNotFound';
import { ErrorState } from '@/components/SectionStates';
import { WithReason } from '@/components/WithReason';
import { useComparison, type ComparisonScope } from '../api/comparison';
import { useCustomerQuote } from '../api/filter-options';
import { useSupplierQuotes } from '../api/get-supplier-quotes';
import type { PurchaseOrderOut, RequestOut, SupplierQuoteListParams } from '../api/types';
import { ComparisonMatrix } from '../components/request/ComparisonMatrix';
import { GeneratePOsDialog } from '../components/request/GeneratePOsDialog';
import { RequestForm } from '../components/request/RequestForm';
import { RequestTracking, trackingParams } from '../components/request/RequestTracking';
import { SendRequestDialog } from '../components/request/SendRequestDialog';
import { customerQuotePath, PURCHASE_ORDERS_PATH, purchaseOrderPath, requestPath, SUPPLIER_QUOTES_PATH } from '../lib/links';
import { draftLine, type DraftLine } from '../lib/request-lines';
import { askedSuppliers } from '../lib/status';

type Sending = { previewQuoteId: number; target: { request_id: number } | { quote_id: number }; suppliers: number };

const positive = (value: string | null | undefined): number | null => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * /supplier-quotes/request/{quoteId}: prices for customer quote {quoteId} (or `new`: a stand-alone request, which
 * is `?request={id}` once created). Ask suppliers (lines, suppliers, site and dates; preview and send), watch the
 * answers arrive, compare them, award, then take the costs into the customer quote and order.
 */
export default function SupplierRequestPage() {
  const { quoteId: param } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const customerQuoteId = param === 'new' ? null : positive(param);
  const requestId = positive(searchParams.get('request'));
  const customerQuote = useCustomerQuote(customerQuoteId);
  const [asking, setAsking] = useState(false);
  const [sending, setSending] = useState<Sending | null>(null);
  const [ordered, setOrdered] = useState<PurchaseOrderOut[] | null>(null);
  const [confirming, setConfirming] = useState(false);

  const scope: ComparisonScope | null = useMemo(() => {
    if (customerQuoteId !== null) return { kind: 'customer-quote', id: customerQuoteId };
    if (requestId !== null) return { kind: 'request', id: requestId };
    return null;
  }, [customerQuoteId, requestId]);
  const comparison = useComparison(scope);
  const listParams: SupplierQuoteListParams | null = useMemo(() => {
    if (customerQuoteId !== null) return { customer_quote_id: customerQuoteId };
    if (requestId !== null) return { request_id: requestId };
    return null;
  }, [customerQuoteId, requestId]);

  const tracked = useSupplierQuotes(trackingParams(listParams ?? {}), listParams !== null);
  const asked = useMemo(() => askedSuppliers(tracked.data?.items ?? []), [tracked.data]);

  // The customer quote's lines; asking more suppliers for a stand-alone request, the lines it asked for.
  const initialLines: DraftLine[] = useMemo(
    () =>
      customerQuote.data
        ? customerQuote.data.lines.map((line) => draftLine({ ...line, customer_line_position: line.position }))
        : (comparison.data?.rows ?? []).map(draftLine),
    [customerQuote.data, comparison.data],
  );

  // A customer quote id that is no number, or names no quote: said so, with the way back to the lists.
  const back = (
    <Button component={RouterLink} to={SUPPLIER_QUOTES_PATH}>
      All supplier quotes
    </Button>
  );
  const notShown = recordNotShown({
    valid: param === 'new' || customerQuoteId !== null,
    query: param === 'new' ? { isPending: false, error: null, refetch: () => undefined } : customerQuote,
    noun: 'customer quote',
    title: 'Customer quote',
    id: param,
    back,
  });
  if (notShown) return notShown;

  const quote = customerQuote.data;
  const title = quote ? `Supplier prices for ${quote.number}` : comparison.data?.request_number ? `Request ${comparison.data.request_number}` : 'Request prices';
  const hasQuotes = (comparison.data?.suppliers.length ?? 0) > 0;
  const showForm = scope === null || asking || (comparison.isSuccess && !hasQuotes);
  const awarded = comparison.data?.suppliers.filter((s) => s.awarded_lines > 0) ?? [];
  const notAwarded = awarded.length === 0 ? 'Award lines first: choose a supplier for each line in the comparison below.' : null;

  const created = (request: RequestOut) => {
    setAsking(false);
    const first = request.supplier_quotes[0];
    if (first) setSending({ previewQuoteId: first.id, target: { request_id: request.request_id }, suppliers: request.supplier_quotes.length });
    if (customerQuoteId === null) void navigate(requestPath('new', request.request_id), { replace: true });
  };

  return (
    <Page
      title={title}
      actions={
        scope !== null &&
        !showForm && (
          <Button variant="outlined" onClick={() => setAsking(true)}>
            Ask more suppliers
          </Button>
        )
      }
      maxWidth={1920}
    >
      <Stack spacing={3}>
        {quote && (
          <Typography sx={{ color: 'text.secondary' }}>
            For{' '}
            <Link component={RouterLink} to={customerQuotePath(quote.quote_id)}>
              {quote.number}
            </Link>{' '}
            · {quote.customer.name}
            {quote.project ? ` · ${quote.project.name}` : ''}
          </Typography>
        )}
        {showForm && (
          <RequestForm
            key={quote?.quote_id ?? 'new'}
            customerQuoteId={customerQuoteId}
            initialLines={initialLines}
            initialSite={{ site_address: '', site_postcode: '', project_id: quote?.project?.id ?? null }}
            asked={asked}
            onCreated={created}
            onCancel={asking ? () => setAsking(false) : undefined}
            requestId={asking && customerQuoteId === null ? requestId : null}
          />
        )}
        {listParams && (
          <RequestTracking
            params={listParams}
            onSendDrafts={(drafts) =>
              setSending({
                previewQuoteId: drafts[0].id,
                target: drafts.length === 1 || !drafts[0].request ? { quote_id: drafts[0].id } : { request_id: drafts[0].request.id },
                suppliers: drafts.length,
              })
            }
          />
        )}
        {scope && hasQuotes && (
          <Section
            title="Comparison"
            actions={
              <Stack direction="row" spacing={1}>
                {customerQuoteId !== null && (
                  <WithReason reason={notAwarded}>
                    <Button
                      variant="outlined"
                      disabled={awarded.length === 0}
                      component={RouterLink}
                      to={`${customerQuotePath(customerQuoteId)}?apply_costs=1`}
                    >
                      Apply costs to the customer quote
                    </Button>
                  </WithReason>
                )}
                <WithReason reason={notAwarded}>
                  <Button variant="contained" disabled={awarded.length === 0} onClick={() => setConfirming(true)}>
                    Generate POs…
                  </Button>
                </WithReason>
              </Stack>
            }
          >
            {comparison.isError && <ErrorState error={comparison.error} onRetry={() => void comparison.refetch()} />}
            {comparison.data && <ComparisonMatrix scope={scope} matrix={comparison.data} />}
            {ordered && (
              <Alert severity="success" sx={{ mt: 2 }}>
                Purchase order{ordered.length === 1 ? '' : 's'}{' '}
                {ordered.map((po, index) => (
                  <span key={po.purchase_order_id}>
                    {index > 0 && ', '}
                    <Link component={RouterLink} to={purchaseOrderPath(po.purchase_order_id)}>
                      {po.number}
                    </Link>
                  </span>
                ))}{' '}
                drafted.{' '}
                <Link component={RouterLink} to={PURCHASE_ORDERS_PATH}>
                  See the purchase orders
                </Link>
              </Alert>
            )}
            {confirming && comparison.data && (
              <GeneratePOsDialog
                scope={scope}
                matrix={comparison.data}
                onClose={() => setConfirming(false)}
                onDone={(made) => {
                  setConfirming(false);
                  setOrdered(made);
                }}
              />
            )}
          </Section>
        )}
      </Stack>
      {sending && (
        <SendRequestDialog
          open
          previewQuoteId={sending.previewQuoteId}
          target={sending.target}
          suppliers={sending.suppliers}
          onClose={() => setSending(null)}
          onSent={() => setSending(null)}
        />
      )}
    </Page>
  );
}
