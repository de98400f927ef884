import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Page } from '@/components/Page';
import { RecordPicker, type PickerOption } from '@/components/RecordPicker';
import { Section } from '@/components/Section';
import { errorMessage, isApiError } from '@/lib/http';
import { useAddReceivedQuote } from '../api/edit-supplier-quote';
import {
  customerQuoteSearchKey,
  otherSearchKey,
  searchCustomerQuotes,
  searchOthers,
  searchSuppliers,
  supplierSearchKey,
} from '../api/filter-options';
import { KeyInCharges } from '../components/key-in/KeyInCharges';
import { KeyInLines } from '../components/key-in/KeyInLines';
import { blankDraft, receivedBody, type KeyInDraft, type Party, type Problems } from '../lib/key-in';
import { supplierQuoteEditorPath } from '../lib/links';
import { DateField } from '@/components/DateField';
import { useLeaveGuard } from '@/components/LeaveGuard';

/** The API's field names, without the body's `quote.` wrapper. */
const apiProblems = (error: unknown): Problems =>
  isApiError(error) ? Object.fromEntries(error.errors.map((e) => [e.field.replace(/^quote\./, ''), e.message])) : {};

/**
 * /supplier-quotes/new: a quote received by phone or mail, keyed in (from a supplier, or from a haulier, crane
 * hire or other). It is stored as the supplier's answer, and the editor opens on it.
 */
export default function KeyInQuotePage() {
  const navigate = useNavigate();
  const [party, setParty] = useState<Party>('supplier');
  const [who, setWho] = useState<PickerOption | null>(null);
  const [customerQuote, setCustomerQuote] = useState<PickerOption | null>(null);
  const [draft, setDraft] = useState<KeyInDraft>(blankDraft);
  const [blank] = useState(draft);
  const [problems, setProblems] = useState<Problems>({});
  const add = useAddReceivedQuote();
  // Anything typed or picked (the party alone is a choice of list, not input).
  const guard = useLeaveGuard((draft !== blank || who !== null || customerQuote !== null) && !add.isPending, 'The quote keyed in');
  const shown = { ...apiProblems(add.error), ...problems };
  const set = (changes: Partial<KeyInDraft>) => setDraft((current) => ({ ...current, ...changes }));
  const known = new Set(Object.keys(shown).filter((field) => field === 'supplier_id' || field === 'valid_until' || field.startsWith('lines.') || field.startsWith('charges.')));
  const others = Object.entries(shown).filter(([field]) => !known.has(field));

  const submit = () => {
    const { body, problems: found } = receivedBody({ ...draft, supplier_id: who?.id ?? null, customer_quote_id: customerQuote?.id ?? null });
    setProblems(found);
    add.reset();
    if (body === null) return;
    add.mutate(
      { body, party },
      {
        onSuccess: (saved) => {
          guard.release();
          void navigate(supplierQuoteEditorPath(saved.id));
        },
      },
    );
  };

  return (
    <Page title="Key in a quote" maxWidth={1600}>
      {guard.dialog}
      <Stack spacing={3}>
        <Section title="Who gave the prices">
          <Stack spacing={2}>
            <RadioGroup
              row
              aria-label="The quote is from"
              value={party}
              onChange={(event) => {
                setParty(event.target.value as Party);
                setWho(null);
              }}
            >
              <FormControlLabel value="supplier" control={<Radio />} label="A supplier" />
              <FormControlLabel value="other" control={<Radio />} label="A haulier, crane hire or other" />
            </RadioGroup>
            {/* A grid: the theme's fields are full width, and pickers in a wrapping row shrank to their label. */}
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
              <RecordPicker
                key={party}
                label={party === 'supplier' ? 'Supplier' : 'Haulier, crane hire or other'}
                size="small"
                value={who}
                onChange={setWho}
                search={(q, signal) => (party === 'supplier' ? searchSuppliers(q, signal) : searchOthers(q, signal))}
                searchKey={party === 'supplier' ? supplierSearchKey : otherSearchKey}
                noun={party === 'supplier' ? 'supplier' : 'organisation'}
                hint="Type a name, account number, town or postcode."
                error={shown.supplier_id}
                required
              />
              <TextField size="small" label="Received from" helperText="Who gave the prices, and how (“Dave, by phone”)" value={draft.received_from} onChange={(e) => set({ received_from: e.target.value })} />
              <DateField
                size="small"
                label="Valid until"
                value={draft.valid_until}
                onChange={(day) => set({ valid_until: day })}
                error={!!shown.valid_until}
                helperText={shown.valid_until ?? 'Empty: 30 days from today'}
              />
              <RecordPicker
                label="For customer quote (optional)"
                size="small"
                value={customerQuote}
                onChange={setCustomerQuote}
                search={searchCustomerQuotes}
                searchKey={customerQuoteSearchKey}
                noun="quote"
                hint="Type a quote number or a customer."
              />
            </Box>
          </Stack>
        </Section>
        <Section title="Lines">
          <KeyInLines lines={draft.lines} problems={shown} onChange={(lines) => set({ lines })} />
        </Section>
        <Section title="Charges">
          <KeyInCharges charges={draft.charges} problems={shown} onChange={(charges) => set({ charges })} />
        </Section>
        <Section title="Notes">
          <Stack spacing={2}>
            <TextField label="The supplier’s notes" multiline minRows={2} value={draft.supplier_notes} onChange={(e) => set({ supplier_notes: e.target.value })} />
            <TextField label="Internal notes" helperText="Never shown to the supplier" multiline minRows={2} value={draft.internal_notes} onChange={(e) => set({ internal_notes: e.target.value })} />
          </Stack>
        </Section>
        {(others.length > 0 || (add.isError && Object.keys(apiProblems(add.error)).length === 0)) && (
          <Alert severity="error">
            {others.length > 0 ? others.map(([, message]) => message).join(' ') : errorMessage(add.error)}
          </Alert>
        )}
        {Object.keys(shown).length > 0 && others.length === 0 && <Alert severity="error">Some fields need correcting: see the messages above.</Alert>}
        <Stack direction="row" spacing={1}>
          <Button variant="contained" onClick={submit} disabled={add.isPending}>
            {add.isPending ? 'Saving…' : 'Save the quote'}
          </Button>
          <Button
            onClick={() => {
              guard.release();
              void navigate(-1);
            }}
          >
            Cancel
          </Button>
        </Stack>
      </Stack>
    </Page>
  );
}
