import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { OrganisationOut } from '@/lib/api/types';
import { placeServerErrors } from '@/lib/form-errors';
import { errorMessage } from '@/lib/http';
import { useSnackbar } from '@/lib/snackbar';
import {
  ORGANISATION_FIELDS,
  organisationSchema,
  toOrganisationValues,
  type OrganisationValues,
} from '../api/organisation-form';
import { useUpdateOrganisation } from '../api/update-organisation';
import { OrganisationFields } from './OrganisationFields';
import { ConflictAlert } from './SectionStates';

type Props = {
  organisation: OrganisationOut;
  onReload: () => Promise<OrganisationOut | undefined>;
  /** Changes when the screen's Edit button asks for the focus. */
  focusRequest?: number;
};

const sameFields = (a: OrganisationOut, b: OrganisationOut) =>
  ORGANISATION_FIELDS.every((field) => a[field] === b[field]);

/**
 * The organisation's editable details. The edit carries the version it started from, so a save after
 * someone else's change answers 409 and the form offers Reload instead of overwriting.
 */
export function OrganisationDetailsForm({ organisation, onReload, focusRequest = 0 }: Props) {
  const mutation = useUpdateOrganisation();
  const { showSuccess, showError } = useSnackbar();
  const [conflict, setConflict] = useState<string | null>(null);
  /** The stored record the edit started from: its version goes with the save. */
  const base = useRef(organisation);
  const { register, handleSubmit, setError, reset, setFocus, formState } = useForm<OrganisationValues>({
    resolver: zodResolver(organisationSchema),
    defaultValues: toOrganisationValues(organisation),
  });
  const { isDirty } = formState;

  useEffect(() => {
    if (organisation === base.current) return;
    // A fresh copy arrived (after archiving, a new account manager, a refetch). Untouched forms show it;
    // edits in progress keep their base unless only the version moved (no field the form holds changed).
    if (!isDirty) {
      reset(toOrganisationValues(organisation));
      base.current = organisation;
    } else if (sameFields(organisation, base.current)) {
      base.current = organisation;
    }
  }, [organisation, isDirty, reset]);

  useEffect(() => {
    if (focusRequest > 0) setFocus('name');
  }, [focusRequest, setFocus]);

  const save = (values: OrganisationValues) =>
    mutation
      .mutateAsync({ kind: organisation.kind, id: organisation.id, values, version: base.current.version })
      .then(
        (saved) => {
          base.current = saved;
          reset(toOrganisationValues(saved));
          setConflict(null);
          showSuccess(`${saved.name} was saved.`);
        },
        (error: unknown) => {
          const outcome = placeServerErrors(error, setError, ORGANISATION_FIELDS);
          if (outcome === 'stale') setConflict(errorMessage(error));
          else if (outcome === 'other') showError(errorMessage(error));
        },
      );

  const onSubmit = (event: FormEvent) => void handleSubmit(save)(event);

  const reload = async () => {
    const fresh = await onReload();
    if (!fresh) return;
    base.current = fresh;
    reset(toOrganisationValues(fresh));
    setConflict(null);
  };

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label="Details">
      {conflict && <ConflictAlert message={conflict} onReload={() => void reload()} />}
      <OrganisationFields register={register} errors={formState.errors} />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button disabled={!isDirty || mutation.isPending} onClick={() => reset(toOrganisationValues(base.current))}>
          Discard changes
        </Button>
        <Button type="submit" variant="contained" loading={mutation.isPending} disabled={!isDirty && !conflict}>
          Save changes
        </Button>
      </Stack>
    </Stack>
  );
}
