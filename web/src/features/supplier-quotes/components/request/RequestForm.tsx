import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useLeaveGuard } from '@/components/LeaveGuard';
import { RecordPicker, type PickerOption } from '@/components/RecordPicker';
import { Section } from '@/components/Section';
import { ProductPicker } from '@/components/product-picker';
import { errorMessage, isApiError } from '@/lib/http';
import { unitLabel } from '@/lib/units';
import { searchSuppliers, supplierSearchKey } from '../../api/filter-options';
import { useCreateRequest, useSuggestedSuppliers } from '../../api/requests';
import type { LoadPreference, OffloadMethod, RequestOut, SupplierRequestIn } from '../../api/types';
import { LOAD_PREFERENCE_LABELS, OFFLOAD_LABELS } from '../../lib/status';
import { askedLines, lineKey, parsePastedLines, type DraftLine } from '../../lib/request-lines';
import { DateField } from '@/components/DateField';

type Props = {
  /** The customer quote the lines come from (null: a stand-alone request). */
  customerQuoteId: number | null;
  initialLines: DraftLine[];
  initialSite?: { site_address: string; site_postcode: string; project_id: number | null };
  /** Suppliers asked already (id → their quote's number): flagged, and not asked again. */
  asked?: ReadonlyMap<number, string>;
  onCreated: (request: RequestOut) => void;
  /** Asking more suppliers: close the form without asking. */
  onCancel?: () => void;
  /** Asking more suppliers for this request: the new quotes join it (its number kept) instead of a new request. */
  requestId?: number | null;
};

const NONE = '';
const NOT_ASKED: ReadonlyMap<number, string> = new Map();

/**
 * What a request asks and of whom: the lines (the customer quote's, products picked, a pasted list), the
 * suppliers (suggested from who supplies the products or their equivalents, or any picked), where and when, and
 * how the goods come off the lorry. Creating it makes one draft supplier quote per supplier.
 */
export function RequestForm({ customerQuoteId, initialLines, initialSite, asked = NOT_ASKED, onCreated, onCancel, requestId = null }: Props) {
  const [lines, setLines] = useState<DraftLine[]>(initialLines);
  const [paste, setPaste] = useState('');
  const [chosenSuppliers, setChosenSuppliers] = useState<PickerOption[]>([]);
  const [requiredOnSite, setRequiredOnSite] = useState('');
  const [deadline, setDeadline] = useState('');
  const [siteAddress, setSiteAddress] = useState(initialSite?.site_address ?? '');
  const [postcode, setPostcode] = useState(initialSite?.site_postcode ?? '');
  const [offload, setOffload] = useState<OffloadMethod | ''>('');
  const [load, setLoad] = useState<LoadPreference>('either');
  const [notes, setNotes] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [pickProblem, setPickProblem] = useState<string | null>(null);
  const create = useCreateRequest();
  const [startLines] = useState(lines);
  const typed = [paste, requiredOnSite, deadline, notes, offload].some((value) => value !== '');
  const siteChanged = siteAddress !== (initialSite?.site_address ?? '') || postcode !== (initialSite?.site_postcode ?? '');
  const dirty = lines !== startLines || chosenSuppliers.length > 0 || typed || siteChanged || load !== 'either';
  const guard = useLeaveGuard(dirty && !create.isPending, 'The request’s lines, suppliers and dates');

  const productIds = useMemo(
    () => lines.filter((line) => line.chosen && line.product_id !== null).map((line) => line.product_id ?? 0),
    [lines],
  );
  const suggestions = useSuggestedSuppliers(productIds);
  const chosenIds = new Set(chosenSuppliers.map((s) => s.id));
  const pickSupplier = (supplier: PickerOption) => {
    const number = asked.get(supplier.id);
    setPickProblem(number ? `${supplier.name} was already asked (${number}): open that quote instead, or withdraw it to ask again.` : null);
    if (!number && !chosenIds.has(supplier.id)) toggleSupplier(supplier);
  };
  const toggleSupplier = (supplier: PickerOption) =>
    setChosenSuppliers((current) =>
      current.some((s) => s.id === supplier.id) ? current.filter((s) => s.id !== supplier.id) : [...current, supplier],
    );
  const updateLine = (key: string, changes: Partial<DraftLine>) =>
    setLines((current) => current.map((line) => (line.key === key ? { ...line, ...changes } : line)));

  const submit = () => {
    const { lines: asked, badQuantity } = askedLines(lines);
    if (badQuantity !== null) return setProblem(`Line ${badQuantity + 1}: give a quantity above 0 (up to three decimals).`);
    if (asked.length === 0) return setProblem('Choose at least one line to ask for.');
    if (chosenSuppliers.length === 0) return setProblem('Choose at least one supplier.');
    setProblem(null);
    const body: SupplierRequestIn = {
      supplier_ids: chosenSuppliers.map((s) => s.id),
      contact_ids: [],
      customer_quote_id: customerQuoteId,
      lines: asked,
      project_id: initialSite?.project_id ?? null,
      site_address: siteAddress,
      site_postcode: postcode,
      required_on_site: requiredOnSite || null,
      response_deadline: deadline || null,
      offload_method: offload === '' ? null : offload,
      load_preference: load,
      notes,
      request_id: requestId,
    };
    // Not `mutate(body, { onSuccess })`: the refreshed comparison replaces this form once the quotes exist, and a
    // callback given to `mutate` is dropped when its component has gone (the send dialog would never open).
    create.mutateAsync(body).then((request) => {
      guard.release();
      onCreated(request);
    }, () => undefined);
  };
  const fieldError = (name: string) =>
    isApiError(create.error) ? create.error.errors.find((e) => e.field === name || e.field.startsWith(`${name}.`))?.message : undefined;

  return (
    <Section title="Ask for prices">
      {guard.dialog}
      <Stack spacing={3}>
        <Stack spacing={1}>
          <Typography variant="subtitle2">Lines</Typography>
          <Table size="small" aria-label="Lines to ask for">
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">Ask</TableCell>
                <TableCell>Product</TableCell>
                <TableCell sx={{ width: 140 }}>Quantity</TableCell>
                <TableCell>Basis</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {lines.length === 0 && (
                <TableRow>
                  <TableCell colSpan={5} sx={{ color: 'text.secondary' }}>
                    No lines yet: pick products below or paste a list.
                  </TableCell>
                </TableRow>
              )}
              {lines.map((line) => (
                <TableRow key={line.key}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={line.chosen}
                      onChange={(event) => updateLine(line.key, { chosen: event.target.checked })}
                      slotProps={{ input: { 'aria-label': `Ask for ${line.description}` } }}
                    />
                  </TableCell>
                  <TableCell>
                    {line.code && <strong>{line.code} · </strong>}
                    {line.description}
                  </TableCell>
                  <TableCell>
                    <TextField
                      size="small"
                      value={line.quantity}
                      onChange={(event) => updateLine(line.key, { quantity: event.target.value })}
                      slotProps={{ htmlInput: { 'aria-label': `Quantity of ${line.description}`, inputMode: 'decimal' } }}
                    />
                  </TableCell>
                  <TableCell>{line.unit ? unitLabel(line.unit) : 'the product’s unit'}</TableCell>
                  <TableCell padding="checkbox">
                    <IconButton
                      aria-label={`Remove ${line.description}`}
                      onClick={() => setLines((current) => current.filter((l) => l.key !== line.key))}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <ProductPicker
            label="Add a product"
            exclude={productIds}
            onChange={(product) =>
              setLines((current) => [
                ...current,
                {
                  key: lineKey(),
                  chosen: true,
                  product_id: product.product_id,
                  code: product.code,
                  description: product.name,
                  quantity: product.selling_unit === 'per_1000' ? '1000' : '1',
                  unit: product.selling_unit,
                },
              ])
            }
            sx={{ maxWidth: 480 }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextField
              label="Paste a list"
              multiline
              minRows={2}
              value={paste}
              onChange={(event) => setPaste(event.target.value)}
              helperText="One line each: description, quantity"
              sx={{ flexGrow: 1, maxWidth: 480 }}
            />
            <Button
              disabled={paste.trim() === ''}
              onClick={() => {
                setLines((current) => [...current, ...parsePastedLines(paste)]);
                setPaste('');
              }}
            >
              Add pasted lines
            </Button>
          </Stack>
        </Stack>

        <Stack spacing={1}>
          <Typography variant="subtitle2">Suppliers</Typography>
          {suggestions.isError && <Alert severity="warning">The suggested suppliers could not be loaded. {errorMessage(suggestions.error)}</Alert>}
          {suggestions.data && suggestions.data.length > 0 && (
            <FormGroup aria-label="Suggested suppliers">
              {suggestions.data.map((suggestion) => {
                const askedAs = asked.get(suggestion.supplier.id);
                return (
                  <FormControlLabel
                    key={suggestion.supplier.id}
                    disabled={askedAs !== undefined}
                    control={<Checkbox checked={chosenIds.has(suggestion.supplier.id)} onChange={() => toggleSupplier(suggestion.supplier)} />}
                    label={`${suggestion.supplier.name} — ${askedAs ? `already asked (${askedAs})` : `supplies ${suggestion.covers} of ${productIds.length} product${productIds.length === 1 ? '' : 's'}${
                      suggestion.equivalent_product_ids.length > 0 ? ` (${suggestion.equivalent_product_ids.length} as an equivalent)` : ''
                    }`}`}
                  />
                );
              })}
            </FormGroup>
          )}
          {suggestions.data?.length === 0 && <Typography sx={{ color: 'text.secondary' }}>No supplier in the catalogue supplies these products: pick one.</Typography>}
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {chosenSuppliers
              .filter((s) => !suggestions.data?.some((suggestion) => suggestion.supplier.id === s.id))
              .map((s) => (
                <Chip key={s.id} label={s.name} onDelete={() => toggleSupplier(s)} />
              ))}
          </Stack>
          <RecordPicker
            label="Add a supplier"
            size="small"
            value={null}
            onChange={(next) => next && pickSupplier(next)}
            search={(q, signal) => searchSuppliers(q, signal)}
            searchKey={supplierSearchKey}
            noun="supplier"
            hint="Type a name, account number, town or postcode."
            error={pickProblem ?? fieldError('supplier_ids')}
          />
        </Stack>

        {/* A grid: the theme's fields are full width, so each takes a cell of it rather than a whole row. On a phone one
            column: the site spanning two made a second, and squeezed "Reply by" to 108 px. */}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
          <DateField size="small" label="Required on site" value={requiredOnSite} onChange={setRequiredOnSite} error={!!fieldError('required_on_site')} helperText={fieldError('required_on_site')} />
          <DateField size="small" label="Reply by" value={deadline} onChange={setDeadline} error={!!fieldError('response_deadline')} helperText={fieldError('response_deadline')} />
          <TextField size="small" label="Delivery site" value={siteAddress} onChange={(e) => setSiteAddress(e.target.value)} sx={{ gridColumn: { xs: 'auto', sm: 'span 2' } }} />
          <TextField size="small" label="Site postcode" value={postcode} onChange={(e) => setPostcode(e.target.value)} error={!!fieldError('site_postcode')} helperText={fieldError('site_postcode')} />
          <TextField select size="small" label="Offload" value={offload} onChange={(e) => setOffload(e.target.value as OffloadMethod | '')}>
            <MenuItem value={NONE}>Not said</MenuItem>
            {Object.entries(OFFLOAD_LABELS).map(([value, label]) => (
              <MenuItem key={value} value={value}>
                {label}
              </MenuItem>
            ))}
          </TextField>
          <TextField select size="small" label="Loads" value={load} onChange={(e) => setLoad(e.target.value as LoadPreference)}>
            {Object.entries(LOAD_PREFERENCE_LABELS).map(([value, label]) => (
              <MenuItem key={value} value={value}>
                {label}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        <TextField label="Notes for the suppliers" multiline minRows={2} value={notes} onChange={(e) => setNotes(e.target.value)} />
        {(problem || (create.isError && !fieldError('supplier_ids'))) && (
          <Alert severity="error">{problem ?? errorMessage(create.error)}</Alert>
        )}
        <Stack direction="row" spacing={1}>
          <Button variant="contained" onClick={submit} disabled={create.isPending}>
            {create.isPending
              ? 'Creating…'
              : `${requestId === null ? 'Create request' : 'Add to the request'}${chosenSuppliers.length > 1 ? ` to ${chosenSuppliers.length} suppliers` : ''}`}
          </Button>
          {onCancel && (
            <Button onClick={onCancel} disabled={create.isPending}>
              Cancel
            </Button>
          )}
        </Stack>
      </Stack>
    </Section>
  );
}
