import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { useLeaveGuard } from '@/components/LeaveGuard';
import { LinkedTasks } from '@/components/LinkedTasks';
import { Page } from '@/components/Page';
import { PlainTable } from '@/components/PlainTable';
import { recordNotShown } from '@/components/RecordNotFound';
import { Section } from '@/components/Section';
import { formatDay } from '@/lib/format';
import { errorMessage, isApiError } from '@/lib/http';
import { formatMoney } from '@/lib/money';
import { unitLabel } from '@/lib/units';
import { useEditSupplierQuote } from '../api/edit-supplier-quote';
import { useSupplierQuote } from '../api/get-supplier-quote';
import { usePurchaseOrders } from '../api/purchase-orders';
import type { HaulageBasis, SupplierCharges, SupplierQuoteOut } from '../api/types';
import { CommentsPanel } from '../components/CommentsPanel';
import { VersionsPanel } from '../components/VersionsPanel';
import { FilesPanel } from '../components/FilesPanel';
import { RemoveQuoteButton } from '../components/RemoveQuoteButton';
import { RequestDates, requestDatesOf } from '../components/RequestDates';
import { SendRequestDialog } from '../components/request/SendRequestDialog';
import { PurchaseOrderStatusChip, SupplierQuoteStatusChip } from '../components/StatusChips';
import { editBody, lineEditOf, moneyOf, type LineEdit } from '../lib/edit-body';
import { formatQuantity } from '../lib/format';
import { customerQuotePath, purchaseOrderPath, requestPath, SUPPLIER_QUOTES_PATH, supplierPath } from '../lib/links';
import { HAULAGE_BASIS_LABELS, OFFLOAD_LABELS } from '../lib/status';

const CHARGE_FIELDS = [
  ['haulage_amount', 'Haulage amount'],
  ['part_load_surcharge', 'Part-load surcharge'],
  ['offload_charge', 'Offload charge'],
  ['pallet_charge', 'Charge per pallet'],
  ['pallet_refund', 'Refund per pallet'],
] as const;

/** The request's site, dates and offload, leaving out what was never set (a keyed-in quote has none of the request's). */
function quoteFacts(quote: SupplierQuoteOut): string[] {
  const site = [quote.site_address, quote.site_postcode].filter(Boolean).join(' ');
  const facts: [string, string | null | undefined][] = [
    ['Site: ', site],
    ['Required on site ', formatDay(quote.required_on_site)],
    ['Reply by ', formatDay(quote.response_deadline)],
    ['Valid until ', formatDay(quote.version.valid_until)],
    ['', quote.offload_method ? OFFLOAD_LABELS[quote.offload_method] : null],
  ];
  return facts.filter(([, value]) => value).map(([label, value]) => `${label}${value}`);
}

const LINE_COLUMNS = [
  'Product',
  'Quantity',
  { label: 'Price', sx: { width: 140 } },
  { label: 'Lead time', sx: { width: 110 } },
  'Can’t quote',
  'Line total',
  'Landed per unit',
] as const;

function Editor({ quote, viewing }: { quote: SupplierQuoteOut; viewing: number | null }) {
  const [edits, setEdits] = useState<Record<number, LineEdit>>({});
  const [charges, setCharges] = useState<SupplierCharges>(quote.charges);
  const [dates, setDates] = useState(() => requestDatesOf(quote));
  const [sending, setSending] = useState(false);
  const save = useEditSupplierQuote();
  const reload = useSupplierQuote(quote.id);
  const orders = usePurchaseOrders({ supplier_quote_id: quote.id, items_per_page: 25 });
  const readOnly = quote.read_only || viewing !== null;
  // The request's dates move while it is a draft or waits for the answer (a passed reply-by would close it).
  const datesEditable = !readOnly && (quote.stored_status === 'draft' || quote.stored_status === 'requested');
  const fieldError = (name: string) => (isApiError(save.error) ? save.error.errors.find((e) => e.field === name)?.message : undefined);
  const stale = isApiError(save.error) && save.error.status === 409;
  const startDates = requestDatesOf(quote);
  const changed =
    Object.keys(edits).length > 0 ||
    charges !== quote.charges ||
    (datesEditable && (dates.required_on_site !== startDates.required_on_site || dates.response_deadline !== startDates.response_deadline));
  // A save remounts the editor on the saved quote (its key is the row's version), so nothing is left to guard.
  const guard = useLeaveGuard(changed && !save.isPending, 'Your changes to the prices');
  const edit = (lineId: number, changes: Partial<LineEdit>, base: LineEdit) =>
    setEdits((current) => ({ ...current, [lineId]: { ...(current[lineId] ?? base), ...changes } }));
  const badPrice = quote.lines.some((line) => edits[line.line_id] && moneyOf(edits[line.line_id].price) === undefined);

  const submit = (recordAsAnswer: boolean) =>
    save.mutate(
      { quote: editBody(quote, edits, charges, datesEditable ? dates : undefined), record_as_answer: recordAsAnswer },
      { onSuccess: () => setEdits({}) },
    );

  const request = quote.request;
  return (
    <Stack spacing={3}>
      {guard.dialog}
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <SupplierQuoteStatusChip status={quote.status} />
        <Typography>
          From{' '}
          <Link component={RouterLink} to={supplierPath(quote.supplier.id, quote.supplier.kind)}>
            {quote.supplier.name}
          </Link>
        </Typography>
        {request && (
          <Link component={RouterLink} to={requestPath(quote.customer_quotes[0]?.id ?? 'new', quote.customer_quotes[0] ? undefined : request.id)}>
            {request.number}
          </Link>
        )}
        {quote.customer_quotes.map((customer) => (
          <Link key={customer.id} component={RouterLink} to={customerQuotePath(customer.id)}>
            {customer.number} · {customer.customer_name}
          </Link>
        ))}
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Version {quote.version.version} of {quote.current_version}
          {quote.version.submitted_by ? ` · answered by ${quote.version.submitted_by}` : ''}
        </Typography>
        {(quote.status === 'draft' || quote.status === 'requested') && viewing === null && (
          <Button variant="outlined" onClick={() => setSending(true)}>
            {quote.status === 'draft' ? 'Preview and send' : 'Send again'}
          </Button>
        )}
        {viewing === null && <RemoveQuoteButton quote={quote} />}
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {quoteFacts(quote).join(' · ')}
      </Typography>
      {viewing !== null && (
        <Alert severity="info">
          An earlier version, read-only.{' '}
          <Link component={RouterLink} to="?">
            See the newest
          </Link>
        </Alert>
      )}

      {datesEditable && (
        <Section title="Dates">
          <RequestDates
            value={dates}
            onChange={setDates}
            disabled={save.isPending}
            errors={{ required_on_site: fieldError('required_on_site'), response_deadline: fieldError('response_deadline') }}
          />
        </Section>
      )}

      <Section title="Lines">
        <PlainTable label="Lines" columns={LINE_COLUMNS}>
          {quote.lines.map((line) => {
            const base = lineEditOf(line);
            const value = edits[line.line_id] ?? base;
            const wrong = moneyOf(value.price) === undefined;
            return (
              <TableRow key={line.line_id}>
                <TableCell>
                  {line.code && <strong>{line.code} · </strong>}
                  {line.description}
                  {line.awarded && <Typography variant="caption" sx={{ display: 'block', color: 'primary.main' }}>Awarded{line.award_reason ? `: ${line.award_reason}` : ''}</Typography>}
                </TableCell>
                <TableCell>{formatQuantity(line.quantity)}</TableCell>
                <TableCell>
                  <TextField
                    size="small"
                    value={value.price}
                    disabled={readOnly || value.cannot_quote}
                    error={wrong}
                    helperText={wrong ? 'Pounds and pence' : unitLabel(line.unit)}
                    onChange={(event) => edit(line.line_id, { price: event.target.value }, base)}
                    slotProps={{ htmlInput: { 'aria-label': `Price of ${line.description}`, inputMode: 'decimal' } }}
                  />
                </TableCell>
                <TableCell>
                  <TextField
                    size="small"
                    value={value.lead_time}
                    disabled={readOnly || value.cannot_quote}
                    helperText={line.lead_time_unit === 'weeks' ? 'weeks' : 'working days'}
                    onChange={(event) => edit(line.line_id, { lead_time: event.target.value }, base)}
                    slotProps={{ htmlInput: { 'aria-label': `Lead time of ${line.description}`, inputMode: 'numeric' } }}
                  />
                </TableCell>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={value.cannot_quote}
                    disabled={readOnly}
                    onChange={(event) => edit(line.line_id, { cannot_quote: event.target.checked }, base)}
                    slotProps={{ input: { 'aria-label': `Can’t quote ${line.description}` } }}
                  />
                </TableCell>
                <TableCell>{line.line_total ? formatMoney(line.line_total) : '—'}</TableCell>
                <TableCell>{line.landed_unit_price ? formatMoney(line.landed_unit_price) : '—'}</TableCell>
              </TableRow>
            );
          })}
        </PlainTable>
      </Section>

      <Section title="Charges and totals">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <TextField
            select
            fullWidth={false}
            size="small"
            label="Haulage"
            value={charges.haulage_basis}
            disabled={readOnly}
            onChange={(event) => setCharges({ ...charges, haulage_basis: event.target.value as HaulageBasis })}
            sx={{ minWidth: 160 }}
          >
            {Object.entries(HAULAGE_BASIS_LABELS).map(([value, label]) => (
              <MenuItem key={value} value={value}>
                {label}
              </MenuItem>
            ))}
          </TextField>
          <TextField size="small" label="Loads" value={String(charges.loads)} disabled={readOnly} onChange={(e) => setCharges({ ...charges, loads: Number(e.target.value) || 0 })} sx={{ width: 90 }} />
          <TextField size="small" label="Pallets" value={String(charges.pallets)} disabled={readOnly} onChange={(e) => setCharges({ ...charges, pallets: Number(e.target.value) || 0 })} sx={{ width: 90 }} />
          {CHARGE_FIELDS.map(([field, label]) => (
            <TextField key={field} size="small" label={label} value={charges[field]} disabled={readOnly} onChange={(e) => setCharges({ ...charges, [field]: e.target.value })} sx={{ width: 150 }} />
          ))}
        </Stack>
        <Typography sx={{ mt: 2, fontVariantNumeric: 'tabular-nums' }} aria-label="Totals">
          Goods {formatMoney(quote.totals.goods)} · Haulage {formatMoney(quote.totals.haulage)} · Other charges{' '}
          {formatMoney(quote.totals.part_load)} + {formatMoney(quote.totals.offload)} + {formatMoney(quote.totals.pallets)} · <strong>Total {formatMoney(quote.totals.total)}</strong>
          {quote.totals.pallet_refund !== '0.00' && ` · ${formatMoney(quote.totals.pallet_refund)} refundable on pallets`}
        </Typography>
      </Section>

      {!readOnly && (
        <Stack spacing={1}>
          {stale && (
            <Alert
              severity="warning"
              action={
                <Button color="inherit" onClick={() => void reload.refetch().then(() => save.reset())}>
                  Reload
                </Button>
              }
            >
              Someone else changed this quote since you opened it. Your changes are kept here; reload to see theirs (yours will be lost).
            </Alert>
          )}
          {save.isError && !stale && <Alert severity="error">{errorMessage(save.error)}</Alert>}
          {save.isSuccess && <Alert severity="success">Saved as version {save.data.version.version}.</Alert>}
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" disabled={save.isPending || badPrice} onClick={() => submit(false)}>
              Save
            </Button>
            <Button variant="contained" disabled={save.isPending || badPrice} onClick={() => submit(true)}>
              Save as the supplier’s answer
            </Button>
          </Stack>
        </Stack>
      )}

      <VersionsPanel quoteId={quote.id} shown={quote.version.version} />

      <FilesPanel quoteId={quote.id} />

      <CommentsPanel quoteId={quote.id} uuid={quote.uuid} />

      <Section title="Purchase orders">
        {orders.data?.items.length === 0 && <Typography sx={{ color: 'text.secondary' }}>None yet: award lines on the request, then generate the POs.</Typography>}
        {orders.data?.items.map((po) => (
          <Stack key={po.purchase_order_id} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Link component={RouterLink} to={purchaseOrderPath(po.purchase_order_id)} sx={{ fontWeight: 500 }}>
              {po.number}
            </Link>
            <PurchaseOrderStatusChip status={po.status} />
            <Typography>{formatMoney(po.total)}</Typography>
            <Typography sx={{ color: 'text.secondary' }}>Required {formatDay(po.required_date) || '—'}</Typography>
          </Stack>
        ))}
      </Section>

      <LinkedTasks recordType="supplier_quote" recordId={quote.id} />

      {sending && (
        <SendRequestDialog
          open
          previewQuoteId={quote.id}
          target={{ quote_id: quote.id }}
          suppliers={1}
          onClose={() => setSending(false)}
          onSent={() => setSending(false)}
        />
      )}
    </Stack>
  );
}

/** /supplier-quotes/editor/{quoteId}: one supplier quote (`?version=` an earlier one, read-only). */
export default function SupplierQuoteEditorPage() {
  const { quoteId } = useParams();
  const [searchParams] = useSearchParams();
  const id = Number(quoteId);
  const valid = Number.isInteger(id) && id > 0;
  const version = Number(searchParams.get('version')) || null;
  const query = useSupplierQuote(valid ? id : null, version);
  const back = (
    <Button component={RouterLink} to={SUPPLIER_QUOTES_PATH}>
      All supplier quotes
    </Button>
  );
  const notShown = recordNotShown({ valid, query, noun: 'supplier quote', title: 'Supplier quote', id: quoteId, back });
  if (notShown || !query.data) return notShown;
  const quote = query.data;
  return (
    <Page title={`${quote.number} · ${quote.supplier.name}`} maxWidth={1600}>
      <Editor key={`${quote.id}-${quote.version.version}-${quote.row_version}`} quote={quote} viewing={version !== null && version !== quote.current_version ? version : null} />
    </Page>
  );
}
