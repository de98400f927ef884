import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { SortableHeader } from '@/components/SortableHeader';
import type { OrderListItem } from '@/lib/api/types';
import { formatDateTime } from '@/lib/format';
import { formatMoney } from '@/lib/money';
import { quoteEditorPath } from '../lib/quote-links';
import { Blank, numeric, stop } from './QuotesTable';
import { OrderStatusChip } from './StatusChips';
import { keyColumnsOnPhone, tableMinWidth } from '@/lib/responsive';

export const ORDER_COLUMNS = 8;

type Props = {
  rows: OrderListItem[];
  sort: string;
  onSort: (sort: string) => void;
  onOpen: (orderId: number) => void;
  /** Shown instead of the rows: skeleton rows, an error or an empty state. */
  placeholder?: ReactNode;
};

/** Customer orders; a row opens the order's details, its quote number opens the quote. */
export function OrdersTable({ rows, sort, onSort, onOpen, placeholder }: Props) {
  const header = { sort, onSort };
  return (
    // A phone keeps the number, customer, status and total.
    <Table aria-label="Orders" size="small" sx={{ minWidth: tableMinWidth(1000), '& td, & th': { py: 1.25 }, ...keyColumnsOnPhone(1, 2, 6, 7) }}>
      <TableHead>
        <TableRow>
          <SortableHeader field="number" {...header}>Number</SortableHeader>
          <SortableHeader field="customer" {...header}>Customer</SortableHeader>
          <TableCell>Project</TableCell>
          <TableCell>Quote</TableCell>
          <TableCell>PO number</TableCell>
          <SortableHeader field="status" {...header}>Status</SortableHeader>
          <SortableHeader field="total" {...header}>Total</SortableHeader>
          <SortableHeader field="created_at" {...header}>Created</SortableHeader>
        </TableRow>
      </TableHead>
      <TableBody>
        {placeholder ??
          rows.map((row) => (
            <TableRow key={row.order_id} hover onClick={() => onOpen(row.order_id)} sx={{ cursor: 'pointer' }}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Link
                  component="button"
                  type="button"
                  underline="hover"
                  onClick={(event) => {
                    stop(event);
                    onOpen(row.order_id);
                  }}
                  sx={{ fontWeight: 500, verticalAlign: 'baseline' }}
                >
                  {row.number}
                </Link>
              </TableCell>
              <TableCell>{row.customer.name}</TableCell>
              <TableCell>{row.project?.name ?? <Blank />}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {row.quote ? (
                  <Link component={RouterLink} to={quoteEditorPath(row.quote.id)} onClick={stop} underline="hover">
                    {row.quote.name}
                  </Link>
                ) : (
                  <Blank />
                )}
              </TableCell>
              <TableCell>{row.po_number || <Blank />}</TableCell>
              <TableCell>
                <OrderStatusChip status={row.status} />
              </TableCell>
              <TableCell sx={numeric}>{formatMoney(row.total)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.created_at)}</TableCell>
            </TableRow>
          ))}
      </TableBody>
    </Table>
  );
}
