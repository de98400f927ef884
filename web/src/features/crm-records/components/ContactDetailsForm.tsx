import { zodResolver } from '@hookform/resolvers/zod';
import { VersionedForm } from '@/components/VersionedForm';
import type { ContactOut } from '@/lib/api/types';
import { useVersionedForm } from '@/lib/use-versioned-form';
import { CONTACT_FIELDS, contactSchema, toContactIn, toContactValues, type ContactValues } from '../api/contact-form';
import { useUpdateContact } from '../api/update-contact';
import { ContactFields } from './ContactFields';

type Props = {
  contact: ContactOut;
  onReload: () => Promise<ContactOut | undefined>;
  /** After a save that moved the contact to another organisation (its address changes). */
  onMoved: (saved: ContactOut) => void;
};

const sameFields = (a: ContactOut, b: ContactOut) =>
  a.related_id === b.related_id &&
  (['first_name', 'last_name', 'job_title', 'email', 'phone', 'mobile'] as const).every((field) => a[field] === b[field]);

/** The contact's editable details; a stale version (409) offers Reload instead of overwriting. */
export function ContactDetailsForm({ contact, onReload, onMoved }: Props) {
  const mutation = useUpdateContact();
  const edit = useVersionedForm<ContactOut, ContactValues>({
    record: contact,
    resolver: zodResolver(contactSchema),
    toValues: toContactValues,
    sameFields,
    fields: CONTACT_FIELDS,
    save: (values, version) => mutation.mutateAsync({ ...toContactIn(values), contact_id: contact.contact_id, version }),
    message: (saved) => `${saved.full_name} was saved.`,
    onSaved: (saved) => {
      if (saved.related_id !== contact.related_id) onMoved(saved);
    },
    onReload,
  });
  const { control, register, formState } = edit.form;

  return (
    <VersionedForm
      label="Contact details"
      conflict={edit.conflict}
      saving={edit.saving}
      isDirty={formState.isDirty}
      onSubmit={edit.onSubmit}
      onReload={edit.reload}
      onDiscard={edit.discard}
    >
      <ContactFields control={control} register={register} errors={formState.errors} />
    </VersionedForm>
  );
}
