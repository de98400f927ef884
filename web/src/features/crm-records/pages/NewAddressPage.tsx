import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { MissingRecord } from '@/components/MissingRecord';
import { Page } from '@/components/Page';
import { LoadingRows } from '@/components/SectionStates';
import { ADDRESS_TYPES, type AddressType } from '@/lib/api/types';
import { placeServerErrors } from '@/lib/form-errors';
import { errorMessage, isApiError } from '@/lib/http';
import { useSnackbar } from '@/lib/snackbar';
import { messages } from '@/lib/validation';
import { ADDRESS_FIELDS, addressSchema, describeAddress, emptyAddress, toAddressIn, type AddressValues } from '../api/address-form';
import { useCreateAddress } from '../api/create-address';
import { useOrganisationRef } from '../api/get-organisation-ref';
import { isKind, organisationPath, parseId, toKind } from '../api/kinds';
import type { OrganisationOption } from '../api/organisation-option';
import { AddressFields } from '../components/AddressFields';
import { OrganisationPicker } from '../components/OrganisationPicker';
import { useLeaveGuard } from '@/components/LeaveGuard';

type FormProps = { organisation: OrganisationOption | null; type: AddressType };

function NewAddressForm({ organisation: given, type }: FormProps) {
  const navigate = useNavigate();
  const mutation = useCreateAddress();
  const { showSuccess, showError } = useSnackbar();
  const [organisation, setOrganisation] = useState(given);
  const [organisationError, setOrganisationError] = useState<string | undefined>();
  const { control, register, handleSubmit, setError, formState } = useForm<AddressValues>({
    resolver: zodResolver(addressSchema),
    defaultValues: emptyAddress(type),
  });

  const guard = useLeaveGuard(formState.isDirty);

  const onSubmit = handleSubmit((values) => {
    if (!organisation) {
      setOrganisationError(messages.required);
      return;
    }
    return mutation.mutateAsync(toAddressIn(organisation.id, values)).then(
      (saved) => {
        showSuccess(`${describeAddress(saved)} was added to ${saved.related_name}.`);
        guard.release();
        void navigate(organisationPath(toKind(saved.related_type), saved.related_id, 'addresses'));
      },
      (error: unknown) => {
        const onOrganisation = isApiError(error) ? error.errors.find((e) => e.field === 'related_id') : undefined;
        if (onOrganisation) setOrganisationError(onOrganisation.message);
        if (placeServerErrors(error, setError, ADDRESS_FIELDS) !== 'placed' && !onOrganisation) {
          showError(errorMessage(error));
        }
      },
    );
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label="New address">
      {guard.dialog}
      {given ? (
        <Alert severity="info" variant="outlined">
          For {given.name}
        </Alert>
      ) : (
        <OrganisationPicker
          value={organisation}
          onChange={(next) => {
            setOrganisation(next);
            setOrganisationError(undefined);
          }}
          error={organisationError}
          autoFocus
        />
      )}
      <AddressFields control={control} register={register} errors={formState.errors} autoFocus={!!given} />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button
          component={RouterLink}
          to={given ? organisationPath(given.kind, given.id, 'addresses') : '/crm'}
          disabled={mutation.isPending}
        onClick={guard.release}
        >
          Cancel
        </Button>
        <Button type="submit" variant="contained" loading={mutation.isPending}>
          Add address
        </Button>
      </Stack>
    </Stack>
  );
}

/** /addresses/new?related_id=…&kind=…(&type=site): an address of an organisation. */
export default function NewAddressPage() {
  const [params] = useSearchParams();
  const relatedId = parseId(params.get('related_id'));
  const kindParam = params.get('kind');
  const typeParam = params.get('type');
  const type = ADDRESS_TYPES.find((candidate) => candidate === typeParam) ?? 'site';
  const organisation = useOrganisationRef(relatedId, isKind(kindParam) ? kindParam : null);

  let body;
  if (relatedId === null) body = <NewAddressForm organisation={null} type={type} />;
  else if (organisation.isPending) body = <LoadingRows label="Loading the organisation" rows={4} />;
  else if (organisation.isError) body = <MissingRecord error={organisation.error} onRetry={() => void organisation.refetch()} />;
  else body = <NewAddressForm organisation={organisation.data} type={type} />;

  return (
    <Page title="New address" maxWidth={900}>
      <Paper elevation={0} sx={{ p: { xs: 2, md: 3 }, border: 1, borderColor: 'divider' }}>
        {body}
      </Paper>
    </Page>
  );
}
