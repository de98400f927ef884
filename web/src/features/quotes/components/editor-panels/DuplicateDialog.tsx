import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { RecordPicker, type PickerOption } from '@/components/RecordPicker';
import type { QuoteOut } from '@/lib/api/types';
import { useSnackbar } from '@/lib/snackbar';
import { messages } from '@/lib/validation';
import { useDuplicateQuote } from '../../api/duplicate-quote';
import { customerSearchKey, projectSearchKey, searchCustomers, searchProjects } from '../../api/filter-options';
import { quoteEditorPath } from '../../lib/quote-links';
import { dialogErrors } from './dialog-errors';

type Props = { quote: QuoteOut; onClose: () => void };

/**
 * A new draft with the lines of the version shown: for the same customer (keeping contacts, site and
 * project unless another project is chosen) or for another customer and, optionally, one of its projects.
 * Opens the copy.
 */
export function DuplicateDialog({ quote, onClose }: Props) {
  const id = useId();
  const navigate = useNavigate();
  const { showSuccess } = useSnackbar();
  const duplicate = useDuplicateQuote();
  const [same, setSame] = useState(true);
  const [customer, setCustomer] = useState<PickerOption | null>(null);
  const [project, setProject] = useState<PickerOption | null>(quote.project);
  const [touched, setTouched] = useState(false);
  const errors = dialogErrors(duplicate.error, ['customer_id', 'project_id']);
  const customerId = same ? quote.customer.id : (customer?.id ?? null);
  const customerError = (!same && touched && !customer ? messages.required : null) ?? errors.fields.customer_id;

  const chooseSame = (next: boolean) => {
    setSame(next);
    setProject(next ? quote.project : null);
    duplicate.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!same && !customer) return;
    duplicate.mutate(
      {
        quote_id: quote.quote_id,
        version: quote.version,
        customer_id: same ? null : customer?.id,
        project_id: project?.id ?? null,
      },
      {
        onSuccess: (copy) => {
          showSuccess(`${copy.number} created as a copy of ${quote.number}.`);
          onClose();
          void navigate(quoteEditorPath(copy.quote_id));
        },
      },
    );
  };

  return (
    <Dialog open onClose={duplicate.isPending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby={id}>
      <form noValidate onSubmit={submit} aria-labelledby={id}>
        <DialogTitle id={id}>Duplicate {quote.number}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            A new draft with the lines of version {quote.version}. Optional lines start unticked; the valid-until date
            is set when the copy is sent.
          </DialogContentText>
          <Stack spacing={2}>
            <RadioGroup
              aria-label="Customer of the copy"
              value={same ? 'same' : 'other'}
              onChange={(event) => chooseSame(event.target.value === 'same')}
            >
              <FormControlLabel value="same" control={<Radio />} label={`The same customer (${quote.customer.name})`} />
              <FormControlLabel value="other" control={<Radio />} label="Another customer" />
            </RadioGroup>
            {!same && (
              <RecordPicker
                label="Customer"
                noun="customer"
                hint="Type part of the customer’s name"
                required
                autoFocus
                value={customer}
                onChange={(next) => {
                  setCustomer(next);
                  setProject(null);
                }}
                search={searchCustomers}
                searchKey={customerSearchKey}
                error={customerError ?? undefined}
              />
            )}
            <div>
              <RecordPicker
                key={customerId ?? 'none'}
                label="Project (optional)"
                noun="project"
                hint={customerId === null ? 'Choose the customer first' : 'Type part of the project’s name'}
                disabled={customerId === null}
                value={project}
                onChange={setProject}
                search={(q, signal) => searchProjects(q, customerId, signal)}
                searchKey={projectSearchKey(customerId)}
                error={errors.fields.project_id}
              />
              {same && !project && quote.project && (
                <FormHelperText>Left empty, the copy keeps the project {quote.project.name}.</FormHelperText>
              )}
              {!same && <FormHelperText>Contacts, site address and account manager are chosen in the copy.</FormHelperText>}
            </div>
            {errors.alert && <Alert severity="error">{errors.alert}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={duplicate.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={duplicate.isPending}>
            Duplicate
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
