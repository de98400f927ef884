import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { AccountManagerField } from '@/components/AccountManagerField';
import { Page } from '@/components/Page';
import type { Kind } from '@/lib/api/types';
import { KINDS } from '@/lib/api/types';
import { placeServerErrors } from '@/lib/form-errors';
import { errorMessage, isApiError } from '@/lib/http';
import { useSnackbar } from '@/lib/snackbar';
import { useCreateOrganisation } from '../api/create-organisation';
import { KIND_INFO, isKind, organisationPath } from '../api/kinds';
import {
  EMPTY_ORGANISATION,
  ORGANISATION_FIELDS,
  organisationSchema,
  type OrganisationValues,
} from '../api/organisation-form';
import { OrganisationFields } from '../components/OrganisationFields';
import { useLeaveGuard } from '@/components/LeaveGuard';

/** The screen's heading follows the kind chosen: "New customer" from the Customers tab. */
const TITLES: Record<Kind, string> = {
  customer: 'New customer',
  supplier: 'New supplier',
  other: 'New other organisation',
  company: 'New company',
};

/** /company/new?kind=…: a customer, supplier, other or company, created through its kind's add call. */
export default function NewCompanyPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const initial = params.get('kind');
  const [kind, setKind] = useState<Kind>(isKind(initial) ? initial : 'customer');
  const [manager, setManager] = useState<number | null>(null);
  const [managerError, setManagerError] = useState<string | undefined>();
  const mutation = useCreateOrganisation();
  const { showSuccess, showError } = useSnackbar();
  const { register, handleSubmit, setError, formState } = useForm<OrganisationValues>({
    resolver: zodResolver(organisationSchema),
    defaultValues: EMPTY_ORGANISATION,
  });

  const guard = useLeaveGuard(formState.isDirty);

  const onSubmit = handleSubmit((values) =>
    mutation.mutateAsync({ kind, values, accountManagerId: kind === 'customer' ? manager : null }).then(
      (saved) => {
        showSuccess(`${saved.name} was added.`);
        guard.release();
        void navigate(organisationPath(saved.kind, saved.id));
      },
      (error: unknown) => {
        const managerMessage = isApiError(error) ? error.errors.find((e) => e.field === 'account_manager_id') : undefined;
        setManagerError(managerMessage?.message);
        const outcome = placeServerErrors(error, setError, ORGANISATION_FIELDS);
        if (outcome !== 'placed' && !managerMessage) showError(errorMessage(error));
      },
    ),
  );

  return (
    <Page title={TITLES[kind]} maxWidth={900}>
      <Paper elevation={0} sx={{ p: { xs: 2, md: 3 }, border: 1, borderColor: 'divider' }}>
        <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label="New company">
          {guard.dialog}
          <Box>
            <FormLabel id="new-company-kind">Kind</FormLabel>
            <RadioGroup row aria-labelledby="new-company-kind" value={kind} onChange={(_, value) => isKind(value) && setKind(value)}>
              {KINDS.map((option) => (
                <FormControlLabel key={option} value={option} control={<Radio />} label={KIND_INFO[option].label} />
              ))}
            </RadioGroup>
          </Box>
          <OrganisationFields register={register} errors={formState.errors} autoFocus />
          {kind === 'customer' && (
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <AccountManagerField value={manager} onChange={setManager} error={managerError} />
            </Box>
          )}
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button component={RouterLink} to="/crm" disabled={mutation.isPending} onClick={guard.release}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" loading={mutation.isPending}>
              Create
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Page>
  );
}
