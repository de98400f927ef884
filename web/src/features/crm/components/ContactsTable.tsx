import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { ReactNode } from 'react';
import { SortableHeader } from '@/components/SortableHeader';
import type { ContactOut, Kind } from '@/lib/api/types';
import { KINDS } from '@/lib/api/types';
import { nextSort, sortDirection } from '@/lib/list-params';
import { SECONDARY_COLUMN as SECONDARY, tableMinWidth } from '@/lib/responsive';
import { contactPath, organisationPath } from '../tabs';
import { EmailLink, RecordLink, TextValue } from './cells';

export const CONTACT_COLUMNS = 5;

type Props = {
  rows: ContactOut[];
  sort: string;
  onSort: (sort: string) => void;
  placeholder?: ReactNode;
};

const isKind = (value: string): value is Kind => (KINDS as readonly string[]).includes(value);

/** The name column sorts by last name or by first name: two labelled sort buttons in one header. */
function NameHeader({ sort, onSort }: { sort: string; onSort: (sort: string) => void }) {
  const last = sortDirection(sort, 'last_name');
  const first = sortDirection(sort, 'first_name');
  return (
    <TableCell sortDirection={last || first}>
      <TableSortLabel active={last !== false} direction={last || 'asc'} onClick={() => onSort(nextSort(sort, 'last_name'))}>
        Last name
      </TableSortLabel>
      <TableSortLabel
        active={first !== false}
        direction={first || 'asc'}
        onClick={() => onSort(nextSort(sort, 'first_name'))}
        sx={{ ml: 1.5 }}
      >
        First name
      </TableSortLabel>
    </TableCell>
  );
}

/** People at every organisation: who they are, where they work, how to reach them (on a phone: name, organisation, phone). */
export function ContactsTable({ rows, sort, onSort, placeholder }: Props) {
  return (
    <Table aria-label="Contacts" size="small" sx={{ minWidth: tableMinWidth(900), '& td, & th': { py: 1.25 } }}>
      <TableHead>
        <TableRow>
          <NameHeader sort={sort} onSort={onSort} />
          <SortableHeader field="organisation" sort={sort} onSort={onSort}>
            Organisation
          </SortableHeader>
          <TableCell sx={SECONDARY}>Job title</TableCell>
          <SortableHeader field="email" sort={sort} onSort={onSort} sx={SECONDARY}>
            Email
          </SortableHeader>
          <TableCell>Phone</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {placeholder ??
          rows.map((row) => (
            <TableRow key={row.contact_id} hover>
              <TableCell>
                <RecordLink to={contactPath(row.contact_id, row.related_id)}>
                  {row.full_name || `${row.first_name} ${row.last_name}`.trim()}
                </RecordLink>
              </TableCell>
              <TableCell>
                {isKind(row.related_type) ? (
                  <RecordLink to={organisationPath(row.related_type, row.related_id)}>{row.related_name}</RecordLink>
                ) : (
                  <TextValue value={row.related_name} />
                )}
              </TableCell>
              <TableCell sx={SECONDARY}>
                <TextValue value={row.job_title} />
              </TableCell>
              <TableCell sx={SECONDARY}>
                <EmailLink email={row.email} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <TextValue value={row.phone || row.mobile} />
              </TableCell>
            </TableRow>
          ))}
      </TableBody>
    </Table>
  );
}
