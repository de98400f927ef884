import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { MissingRecord } from '@/components/MissingRecord';
import { Page } from '@/components/Page';
import { LoadingRows } from '@/components/SectionStates';
import { placeServerErrors } from '@/lib/form-errors';
import { errorMessage } from '@/lib/http';
import { useSnackbar } from '@/lib/snackbar';
import { CONTACT_FIELDS, contactSchema, emptyContact, toContactIn, type ContactValues } from '../api/contact-form';
import { useCreateContact } from '../api/create-contact';
import { useOrganisationRef } from '../api/get-organisation-ref';
import { isKind, organisationPath, parseId, toKind } from '../api/kinds';
import type { OrganisationOption } from '../api/organisation-option';
import { ContactFields } from '../components/ContactFields';
import { useLeaveGuard } from '@/components/LeaveGuard';

function NewContactForm({ organisation }: { organisation: OrganisationOption | null }) {
  const navigate = useNavigate();
  const mutation = useCreateContact();
  const { showSuccess, showError } = useSnackbar();
  const { control, register, handleSubmit, setError, formState } = useForm<ContactValues>({
    resolver: zodResolver(contactSchema),
    defaultValues: emptyContact(organisation),
  });

  const guard = useLeaveGuard(formState.isDirty);

  const onSubmit = handleSubmit((values) =>
    mutation.mutateAsync(toContactIn(values)).then(
      (saved) => {
        showSuccess(`${saved.full_name} was added to ${saved.related_name}.`);
        guard.release();
        void navigate(organisationPath(toKind(saved.related_type), saved.related_id, 'contacts'));
      },
      (error: unknown) => {
        if (placeServerErrors(error, setError, CONTACT_FIELDS) !== 'placed') showError(errorMessage(error));
      },
    ),
  );

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label="New contact">
      {guard.dialog}
      <ContactFields
        control={control}
        register={register}
        errors={formState.errors}
        focus={organisation ? 'first_name' : 'organisation'}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button
          component={RouterLink}
          to={organisation ? organisationPath(organisation.kind, organisation.id, 'contacts') : '/crm'}
          disabled={mutation.isPending}
        onClick={guard.release}
        >
          Cancel
        </Button>
        <Button type="submit" variant="contained" loading={mutation.isPending}>
          Add contact
        </Button>
      </Stack>
    </Stack>
  );
}

/** /contacts/new?related_id=…(&kind=…): a person at an organisation of any kind, chosen by search. */
export default function NewContactPage() {
  const [params] = useSearchParams();
  const relatedId = parseId(params.get('related_id'));
  const kindParam = params.get('kind');
  const organisation = useOrganisationRef(relatedId, isKind(kindParam) ? kindParam : null);

  let body;
  if (relatedId === null) body = <NewContactForm organisation={null} />;
  else if (organisation.isPending) body = <LoadingRows label="Loading the organisation" rows={4} />;
  else if (organisation.isError) body = <MissingRecord error={organisation.error} onRetry={() => void organisation.refetch()} />;
  else body = <NewContactForm organisation={organisation.data} />;

  return (
    <Page title="New contact" maxWidth={900}>
      <Paper elevation={0} sx={{ p: { xs: 2, md: 3 }, border: 1, borderColor: 'divider' }}>
        {body}
      </Paper>
    </Page>
  );
}
