import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { VersionedForm } from '@/components/VersionedForm';
import type { OrganisationOut } from '@/lib/api/types';
import { useVersionedForm } from '@/lib/use-versioned-form';
import {
  ORGANISATION_FIELDS,
  organisationSchema,
  toOrganisationValues,
  type OrganisationValues,
} from '../api/organisation-form';
import { useUpdateOrganisation } from '../api/update-organisation';
import { OrganisationFields } from './OrganisationFields';

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
  const edit = useVersionedForm<OrganisationOut, OrganisationValues>({
    record: organisation,
    resolver: zodResolver(organisationSchema),
    toValues: toOrganisationValues,
    sameFields,
    fields: ORGANISATION_FIELDS,
    save: (values, version) =>
      mutation.mutateAsync({ kind: organisation.kind, id: organisation.id, values, version }),
    message: (saved) => `${saved.name} was saved.`,
    onReload,
  });
  const { register, setFocus, formState } = edit.form;

  useEffect(() => {
    if (focusRequest > 0) setFocus('name');
  }, [focusRequest, setFocus]);

  return (
    <VersionedForm
      label="Details"
      conflict={edit.conflict}
      saving={edit.saving}
      isDirty={formState.isDirty}
      onSubmit={edit.onSubmit}
      onReload={edit.reload}
      onDiscard={edit.discard}
    >
      <OrganisationFields register={register} errors={formState.errors} />
    </VersionedForm>
  );
}
