import Stack from '@mui/material/Stack';
import { useNavigate, useSearchParams } from 'react-router';
import { ActivityTimeline } from '@/components/ActivityTimeline';
import { MissingRecord } from '@/components/MissingRecord';
import { Page } from '@/components/Page';
import { Section } from '@/components/Section';
import { LoadingRows } from '@/components/SectionStates';
import type { ContactOut } from '@/lib/api/types';
import { canDelete } from '@/lib/roles';
import { useSession } from '@/lib/session';
import { useArchiveContact } from '../api/archive-contact';
import { canDeleteContactOf, useDeleteContact } from '../api/delete-contact';
import { contactActivityQuery } from '../api/get-activity';
import { useContact } from '../api/get-contact';
import { KIND_INFO, contactPath, organisationPath, parseId, toKind } from '../api/kinds';
import { ContactDetailsForm } from '../components/ContactDetailsForm';
import { ArchiveButton, DeleteButton } from '../components/RecordActions';
import { RecordHeading } from '../components/RecordHeading';
import { LEAVE_UNASKED } from '@/components/LeaveGuard';

export const NO_COMPANY_CONTACT_DELETE =
  'Contacts of companies cannot be deleted (the API has no delete for them); archive the contact instead.';

type ScreenProps = { contact: ContactOut; onReload: () => Promise<ContactOut | undefined> };

function ContactScreen({ contact, onReload }: ScreenProps) {
  const session = useSession();
  const navigate = useNavigate();
  const archive = useArchiveContact();
  const remove = useDeleteContact();
  const kind = toKind(contact.related_type);
  const name = contact.full_name;

  const actions = (
    <>
      <ArchiveButton
        name={name}
        record={contact}
        onConfirm={(archived, version) => archive.mutateAsync({ contact_id: contact.contact_id, archived, version })}
        onReload={onReload}
      />
      {canDelete(session) && (
        <DeleteButton
          name={name}
          disabledReason={canDeleteContactOf(kind) ? undefined : NO_COMPANY_CONTACT_DELETE}
          onConfirm={() =>
            remove.mutateAsync({ kind, contactId: contact.contact_id, relatedId: contact.related_id, userId: session.userId })
          }
          onDeleted={() => void navigate(organisationPath(kind, contact.related_id, 'contacts'), LEAVE_UNASKED)}
        />
      )}
    </>
  );

  return (
    <Page title={name} actions={actions} maxWidth={960}>
      <RecordHeading
        chips={['Contact', ...(contact.job_title ? [contact.job_title] : [])]}
        archived={contact.archived}
        link={{ to: organisationPath(kind, contact.related_id, 'contacts'), label: `${contact.related_name} (${KIND_INFO[kind].label})` }}
      />
      <Stack spacing={3}>
        <Section title="Details">
          <ContactDetailsForm
            contact={contact}
            onReload={onReload}
            onMoved={(saved) => void navigate(contactPath(saved.contact_id, saved.related_id), { replace: true })}
          />
        </Section>
        <ActivityTimeline query={contactActivityQuery(contact.contact_id)} />
      </Stack>
    </Page>
  );
}

function ContactLoader({ contactId, relatedId }: { contactId: number; relatedId: number }) {
  const contact = useContact(contactId, relatedId);
  if (contact.isPending) {
    return (
      <Page title="Contact">
        <LoadingRows label="Loading contact" rows={4} />
      </Page>
    );
  }
  if (contact.isError) {
    return (
      <Page title="Contact">
        <MissingRecord error={contact.error} onRetry={() => void contact.refetch()} />
      </Page>
    );
  }
  return <ContactScreen contact={contact.data} onReload={async () => (await contact.refetch()).data} />;
}

/** /contact?id=…&related_id=…: the contact and the organisation it works for (the API reads a contact by both). */
export default function ContactPage() {
  const [params] = useSearchParams();
  const contactId = parseId(params.get('id'));
  const relatedId = parseId(params.get('related_id'));
  if (contactId === null || relatedId === null) {
    return (
      <Page title="Contact">
        <MissingRecord message="This link does not name a contact and its organisation. Open the contact from its organisation in the CRM." />
      </Page>
    );
  }
  return <ContactLoader key={`${contactId}-${relatedId}`} contactId={contactId} relatedId={relatedId} />;
}
