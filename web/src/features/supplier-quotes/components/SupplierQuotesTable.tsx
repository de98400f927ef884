import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Fragment, type MouseEvent, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { SortableHeader } from '@/components/SortableHeader';
import { formatDateTime, formatDay, formatRelativeTime } from '@/lib/format';
import { formatMoney } from '@/lib/money';
import type { SupplierQuoteListItem } from '../api/types';
import { customerQuotePath, projectPath, requestPath, supplierPath, supplierQuoteEditorPath } from '../lib/links';
import { SupplierQuoteStatusChip } from './StatusChips';
import { keyColumnsOnPhone, tableMinWidth } from '@/lib/responsive';

export const SUPPLIER_QUOTE_COLUMNS = 10;

export function Blank() {
  return (
    <Box component="span" sx={{ color: 'text.disabled' }}>
      —
    </Box>
  );
}

export const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
const stop = (event: MouseEvent) => event.stopPropagation();

/** Still waiting for the supplier's prices: its £0.00 total says nothing yet. */
const unpriced = (row: SupplierQuoteListItem) => (row.status === 'draft' || row.status === 'requested') && Number(row.total) === 0;

type Props = {
  rows: SupplierQuoteListItem[];
  sort: string;
  onSort: (sort: string) => void;
  placeholder?: ReactNode;
};

/**
 * Supplier quotes with their supplier, request, the customer quotes they price, status, dates and total; a row opens
 * the quote in the editor, its request and customer quotes open from their links.
 */
export function SupplierQuotesTable({ rows, sort, onSort, placeholder }: Props) {
  const navigate = useNavigate();
  const header = { sort, onSort };
  return (
    // A phone keeps the number, supplier, status and total.
    <Table
      aria-label="Supplier quotes"
      size="small"
      sx={{ minWidth: tableMinWidth(1100), '& td, & th': { py: 1.25 }, ...keyColumnsOnPhone(1, 2, 6, 9) }}
    >
      <TableHead>
        <TableRow>
          <SortableHeader field="number" {...header}>Number</SortableHeader>
          <SortableHeader field="supplier" {...header}>Supplier</SortableHeader>
          <TableCell>Request</TableCell>
          <TableCell>Customer quote</TableCell>
          <TableCell>Project</TableCell>
          <SortableHeader field="status" {...header}>Status</SortableHeader>
          <SortableHeader field="response_deadline" {...header}>Reply by</SortableHeader>
          <SortableHeader field="valid_until" {...header}>Valid until</SortableHeader>
          <TableCell>Total</TableCell>
          <SortableHeader field="updated_at" {...header}>Updated</SortableHeader>
        </TableRow>
      </TableHead>
      <TableBody>
        {placeholder ??
          rows.map((row) => (
            <TableRow key={row.id} hover onClick={() => void navigate(supplierQuoteEditorPath(row.id))} sx={{ cursor: 'pointer' }}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Link component={RouterLink} to={supplierQuoteEditorPath(row.id)} onClick={stop} underline="hover" sx={{ fontWeight: 500 }}>
                  {row.number}
                </Link>
                {row.current_version > 1 && (
                  <Box component="span" sx={{ color: 'text.secondary', ml: 0.75 }} title="Version">
                    v{row.current_version}
                  </Box>
                )}
              </TableCell>
              <TableCell>
                <Link component={RouterLink} to={supplierPath(row.supplier.id, row.supplier.kind)} onClick={stop} underline="hover" color="inherit">
                  {row.supplier.name}
                </Link>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {row.request ? (
                  <Link
                    component={RouterLink}
                    to={requestPath(row.customer_quote_ids[0] ?? 'new', row.customer_quote_ids.length > 0 ? undefined : row.request.id)}
                    onClick={stop}
                    underline="hover"
                  >
                    {row.request.number}
                  </Link>
                ) : (
                  <Blank />
                )}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {row.customer_quotes.length > 0 ? (
                  row.customer_quotes.map((quote, index) => (
                    <Fragment key={quote.id}>
                      {index > 0 && ', '}
                      <Link component={RouterLink} to={customerQuotePath(quote.id)} onClick={stop} underline="hover">
                        {quote.number}
                      </Link>
                    </Fragment>
                  ))
                ) : (
                  <Blank />
                )}
              </TableCell>
              <TableCell>
                {row.project ? (
                  <Link component={RouterLink} to={projectPath(row.project.id)} onClick={stop} underline="hover" color="inherit">
                    {row.project.name}
                  </Link>
                ) : (
                  <Blank />
                )}
              </TableCell>
              <TableCell>
                <SupplierQuoteStatusChip status={row.status} />
              </TableCell>
              <TableCell sx={numeric}>{formatDay(row.response_deadline) || <Blank />}</TableCell>
              <TableCell sx={numeric}>{formatDay(row.valid_until) || <Blank />}</TableCell>
              <TableCell sx={numeric}>{row.total === null || unpriced(row) ? <Blank /> : formatMoney(row.total)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <time dateTime={row.updated_at} title={formatDateTime(row.updated_at)}>
                  {formatRelativeTime(row.updated_at)}
                </time>
              </TableCell>
            </TableRow>
          ))}
      </TableBody>
    </Table>
  );
}
