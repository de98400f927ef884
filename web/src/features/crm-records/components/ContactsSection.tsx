import AddIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { LoadMore } from '@/components/LoadMore';
import { Section } from '@/components/Section';
import { EmptyState, ErrorState, LoadingRows } from '@/components/SectionStates';
import type { OrganisationOut } from '@/lib/api/types';
import { useOrganisationContacts } from '../api/get-organisation-contacts';
import { contactPath } from '../api/kinds';
import { stackedOnPhone, useStackedRows } from '@/lib/stacked-rows';

export function newContactPath(org: Pick<OrganisationOut, 'id' | 'kind'>): string {
  return `/contacts/new?related_id=${org.id}&kind=${org.kind}`;
}

/** The people at the organisation; archived ones on request (to restore them). */
export function ContactsSection({ organisation }: { organisation: OrganisationOut }) {
  const stack = useStackedRows();
  const [archived, setArchived] = useState(false);
  const contacts = useOrganisationContacts(organisation.kind, organisation.id, archived);
  const items = contacts.data?.pages.flatMap((page) => page.items) ?? [];
  const add = (
    <Button component={RouterLink} to={newContactPath(organisation)} variant="contained" startIcon={<AddIcon />}>
      Add contact
    </Button>
  );

  return (
    <Section
      title="Contacts"
      actions={
        <>
          <FormControlLabel
            control={<Switch checked={archived} onChange={(_, checked) => setArchived(checked)} />}
            label="Show archived"
          />
          {add}
        </>
      }
    >
      {contacts.isPending && <LoadingRows label="Loading contacts" />}
      {contacts.isError && <ErrorState error={contacts.error} onRetry={() => void contacts.refetch()} />}
      {contacts.isSuccess && items.length === 0 && (
        <EmptyState>
          {archived
            ? `${organisation.name} has no archived contacts.`
            : `No contacts yet. Add the people you deal with at ${organisation.name}.`}
        </EmptyState>
      )}
      {items.length > 0 && (
        <TableContainer>
          <Table ref={stack} aria-label="Contacts" size="small" sx={stackedOnPhone}>
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Job title</TableCell>
                <TableCell>Email</TableCell>
                <TableCell>Phone</TableCell>
                <TableCell>Mobile</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((contact) => (
                <TableRow key={contact.contact_id} hover>
                  <TableCell>
                    <Link component={RouterLink} to={contactPath(contact.contact_id, contact.related_id)}>
                      {contact.full_name}
                    </Link>
                    {contact.archived && <Chip size="small" label="Archived" sx={{ ml: 1 }} />}
                  </TableCell>
                  <TableCell>{contact.job_title || '—'}</TableCell>
                  <TableCell>{contact.email ? <Link href={`mailto:${contact.email}`}>{contact.email}</Link> : '—'}</TableCell>
                  <TableCell>{contact.phone || '—'}</TableCell>
                  <TableCell>{contact.mobile || '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <LoadMore query={contacts} label="Load more contacts" />
    </Section>
  );
}
