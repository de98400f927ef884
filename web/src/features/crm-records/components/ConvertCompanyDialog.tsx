import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import type { OrganisationOut } from '@/lib/api/types';
import { placeServerErrors } from '@/lib/form-errors';
import { errorMessage } from '@/lib/http';
import { useSnackbar } from '@/lib/snackbar';
import { optionalText } from '@/lib/validation';
import { useConvertCompany } from '../api/convert-company';
import { KIND_INFO, organisationPath } from '../api/kinds';

const schema = z.object({ to: z.enum(['customer', 'supplier']), account_number: optionalText(50) });
type Values = z.infer<typeof schema>;

type Props = { company: OrganisationOut; open: boolean; onClose: () => void };

/** A company becomes a customer or a supplier, keeping its contacts, addresses, notes and files. */
export function ConvertCompanyDialog({ company, open, onClose }: Props) {
  const mutation = useConvertCompany();
  const navigate = useNavigate();
  const { showSuccess, showError } = useSnackbar();
  const { register, control, handleSubmit, setError, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { to: 'customer', account_number: company.account_number },
  });

  const onSubmit = handleSubmit((values) =>
    mutation.mutateAsync({ company_id: company.id, ...values }).then(
      (saved) => {
        showSuccess(`${saved.name} is now a ${KIND_INFO[saved.kind].noun}.`);
        onClose();
        void navigate(organisationPath(saved.kind, saved.id));
      },
      (error: unknown) => {
        if (placeServerErrors(error, setError, ['to', 'account_number']) !== 'placed') showError(errorMessage(error));
      },
    ),
  );

  return (
    <Dialog open={open} onClose={mutation.isPending ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="convert-title">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id="convert-title">Convert {company.name}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Its contacts, addresses, notes and files stay with it.
          </DialogContentText>
          <Stack spacing={2}>
            <Controller
              control={control}
              name="to"
              render={({ field }) => (
                <div>
                  <FormLabel id="convert-to">Convert into</FormLabel>
                  <RadioGroup row aria-labelledby="convert-to" {...field}>
                    <FormControlLabel value="customer" control={<Radio />} label="Customer" />
                    <FormControlLabel value="supplier" control={<Radio />} label="Supplier" />
                  </RadioGroup>
                </div>
              )}
            />
            <TextField
              label="Account number"
              error={!!formState.errors.account_number}
              helperText={formState.errors.account_number?.message ?? 'Unique among the kind; may be left blank.'}
              {...register('account_number')}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={mutation.isPending}>
            Convert
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
