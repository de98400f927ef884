import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { SortableHeader } from '@/components/SortableHeader';
import type { OrganisationOut } from '@/lib/api/types';
import { SECONDARY_COLUMN as SECONDARY, tableMinWidth } from '@/lib/responsive';
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

/**
 * Customers, suppliers, others or companies: name, account number, where they are and how to reach them. On a
 * phone only the name, town and phone are shown.
 */
export function OrganisationsTable({ tab, rows, sort, onSort, placeholder }: Props) {
  const header = { sort, onSort };
  const withManager = tab === 'customers';
  return (
    <Table aria-label={TABS[tab].label} size="small" sx={{ minWidth: tableMinWidth(1000), '& td, & th': { py: 1.25 } }}>
      <TableHead>
        <TableRow>
          <SortableHeader field="name" {...header}>Name</SortableHeader>
          <SortableHeader field="account_number" {...header} sx={SECONDARY}>
            Account no.
          </SortableHeader>
          <TableCell sx={SECONDARY}>Category</TableCell>
          <SortableHeader field="town" {...header}>Town</SortableHeader>
          <SortableHeader field="postcode" {...header} sx={SECONDARY}>
            Postcode
          </SortableHeader>
          <TableCell>Phone</TableCell>
          <TableCell sx={SECONDARY}>Email</TableCell>
          {withManager && <TableCell sx={SECONDARY}>Account manager</TableCell>}
          <SortableHeader field="updated_at" {...header} sx={SECONDARY}>
            Updated
          </SortableHeader>
        </TableRow>
      </TableHead>
      <TableBody>
        {placeholder ??
          rows.map((row) => (
            <TableRow key={row.id} hover>
              <TableCell>
                <RecordLink to={organisationPath(TAB_KIND[tab], row.id)}>{row.name}</RecordLink>
              </TableCell>
              <TableCell sx={{ ...SECONDARY, fontVariantNumeric: 'tabular-nums' }}>
                <TextValue value={row.account_number} />
              </TableCell>
              <TableCell sx={SECONDARY}>
                <TextValue value={row.category} />
              </TableCell>
              <TableCell>
                <TextValue value={row.town} />
              </TableCell>
              <TableCell sx={{ ...SECONDARY, whiteSpace: 'nowrap' }}>
                <TextValue value={row.postcode} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <TextValue value={row.phone} />
              </TableCell>
              <TableCell sx={SECONDARY}>
                <EmailLink email={row.email} />
              </TableCell>
              {withManager && (
                <TableCell sx={SECONDARY}>
                  <TextValue value={row.account_manager_name} />
                </TableCell>
              )}
              <TableCell sx={{ ...SECONDARY, whiteSpace: 'nowrap' }}>
                <UpdatedAt value={row.updated_at} />
              </TableCell>
            </TableRow>
          ))}
      </TableBody>
    </Table>
  );
}
