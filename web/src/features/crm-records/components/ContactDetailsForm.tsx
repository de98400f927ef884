import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { ContactOut } from '@/lib/api/types';
import { placeServerErrors } from '@/lib/form-errors';
import { errorMessage } from '@/lib/http';
import { useSnackbar } from '@/lib/snackbar';
import { CONTACT_FIELDS, contactSchema, toContactIn, toContactValues, type ContactValues } from '../api/contact-form';
import { useUpdateContact } from '../api/update-contact';
import { ContactFields } from './ContactFields';
import { ConflictAlert } from './SectionStates';

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
  const { showSuccess, showError } = useSnackbar();
  const [conflict, setConflict] = useState<string | null>(null);
  const base = useRef(contact);
  const { control, register, handleSubmit, setError, reset, formState } = useForm<ContactValues>({
    resolver: zodResolver(contactSchema),
    defaultValues: toContactValues(contact),
  });
  const { isDirty } = formState;

  useEffect(() => {
    if (contact === base.current) return;
    if (!isDirty) {
      reset(toContactValues(contact));
      base.current = contact;
    } else if (sameFields(contact, base.current)) {
      base.current = contact;
    }
  }, [contact, isDirty, reset]);

  const save = (values: ContactValues) =>
    mutation.mutateAsync({ ...toContactIn(values), contact_id: contact.contact_id, version: base.current.version }).then(
      (saved) => {
        base.current = saved;
        reset(toContactValues(saved));
        setConflict(null);
        showSuccess(`${saved.full_name} was saved.`);
        if (saved.related_id !== contact.related_id) onMoved(saved);
      },
      (error: unknown) => {
        const outcome = placeServerErrors(error, setError, CONTACT_FIELDS);
        if (outcome === 'stale') setConflict(errorMessage(error));
        else if (outcome === 'other') showError(errorMessage(error));
      },
    );

  const onSubmit = (event: FormEvent) => void handleSubmit(save)(event);

  const reload = async () => {
    const fresh = await onReload();
    if (!fresh) return;
    base.current = fresh;
    reset(toContactValues(fresh));
    setConflict(null);
  };

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label="Contact details">
      {conflict && <ConflictAlert message={conflict} onReload={() => void reload()} />}
      <ContactFields control={control} register={register} errors={formState.errors} />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button disabled={!isDirty || mutation.isPending} onClick={() => reset(toContactValues(base.current))}>
          Discard changes
        </Button>
        <Button type="submit" variant="contained" loading={mutation.isPending} disabled={!isDirty && !conflict}>
          Save changes
        </Button>
      </Stack>
    </Stack>
  );
}
