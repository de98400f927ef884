import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { SortableHeader } from '@/components/SortableHeader';
import type { OrganisationOut } from '@/lib/api/types';
import { organisationPath, TAB_KIND, TABS, type OrganisationTab } from '../tabs';
import { EmailLink, RecordLink, TextValue, UpdatedAt } from './cells';

export const organisationColumns = (tab: OrganisationTab) => (tab === 'customers' ? 9 : 8);

type Props = {
  tab: OrganisationTab;
  rows: OrganisationOut[];
  sort: string;
  onSort: (sort: string) => void;
  /** Shown instead of the rows: skeleton rows, an error or an empty state. */
  placeholder?: ReactNode;
};

/** Customers, suppliers, others or companies: name, account number, where they are and how to reach them. */
export function OrganisationsTable({ tab, rows, sort, onSort, placeholder }: Props) {
  const header = { sort, onSort };
  const withManager = tab === 'customers';
  return (
    <Table aria-label={TABS[tab].label} size="small" sx={{ minWidth: 1000, '& td, & th': { py: 1.25 } }}>
      <TableHead>
        <TableRow>
          <SortableHeader field="name" {...header}>Name</SortableHeader>
          <SortableHeader field="account_number" {...header}>Account no.</SortableHeader>
          <TableCell>Category</TableCell>
          <SortableHeader field="town" {...header}>Town</SortableHeader>
          <SortableHeader field="postcode" {...header}>Postcode</SortableHeader>
          <TableCell>Phone</TableCell>
          <TableCell>Email</TableCell>
          {withManager && <TableCell>Account manager</TableCell>}
          <SortableHeader field="updated_at" {...header}>Updated</SortableHeader>
        </TableRow>
      </TableHead>
      <TableBody>
        {placeholder ??
          rows.map((row) => (
            <TableRow key={row.id} hover>
              <TableCell>
                <RecordLink to={organisationPath(TAB_KIND[tab], row.id)}>{row.name}</RecordLink>
              </TableCell>
              <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>
                <TextValue value={row.account_number} />
              </TableCell>
              <TableCell>
                <TextValue value={row.category} />
              </TableCell>
              <TableCell>
                <TextValue value={row.town} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <TextValue value={row.postcode} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <TextValue value={row.phone} />
              </TableCell>
              <TableCell>
                <EmailLink email={row.email} />
              </TableCell>
              {withManager && (
                <TableCell>
                  <TextValue value={row.account_manager_name} />
                </TableCell>
              )}
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <UpdatedAt value={row.updated_at} />
              </TableCell>
            </TableRow>
          ))}
      </TableBody>
    </Table>
  );
}
