import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { SortableHeader } from '@/components/SortableHeader';
import type { ProductOut } from '@/lib/api/types';
import { formatLeadTime, formatSize, productPath } from '../lib/format';
import { CATEGORY_LABELS, UNIT_LABELS } from '../lib/labels';
import { formatMoney } from '@/lib/money';
import { formatMargin } from '../lib/money';
import { keyColumnsOnPhoneByName, tableMinWidth } from '@/lib/responsive';
import { ProductLink, StatusChip, Value } from './cells';

export const PRODUCT_COLUMNS = 12;

type Props = {
  rows: ProductOut[];
  sort: string;
  onSort: (sort: string) => void;
  /** Shown instead of the rows: skeleton rows, an error or an empty state. */
  placeholder?: ReactNode;
};

const number = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * The product list. Name, code, prices and lead time sort on the server (the sorts its indexes serve); the
 * other columns are for reading.
 */
export function ProductsTable({ rows, sort, onSort, placeholder }: Props) {
  const header = { sort, onSort };
  return (
    // 1,100 px: all twelve columns fit a 1,280 px screen beside the rail (1,174 px left), the status last (at 1,280 it
    // scrolled out of sight); a tablet scrolls the table in its box; a phone keeps name, code, list price and status
    // (1,100 px scrolled in 356).
    <Table
      aria-label="Products"
      size="small"
      sx={{ minWidth: tableMinWidth(1100), '& td, & th': { py: 1.25, px: 1 }, '& th': { whiteSpace: 'nowrap' }, ...keyColumnsOnPhoneByName(1, 2, 9, 12) }}
    >
      <TableHead>
        <TableRow>
          <SortableHeader field="name" {...header}>Name</SortableHeader>
          <SortableHeader field="code" {...header}>Code</SortableHeader>
          <TableCell>Supplier</TableCell>
          <TableCell>Category</TableCell>
          <TableCell>Colour</TableCell>
          <TableCell>Size (mm)</TableCell>
          <TableCell>Unit</TableCell>
          <SortableHeader field="cost_price" {...header}>Cost</SortableHeader>
          <SortableHeader field="list_price" {...header}>List price</SortableHeader>
          <TableCell>Margin</TableCell>
          <SortableHeader field="lead_time_days" {...header}>Lead time</SortableHeader>
          <TableCell>Status</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {placeholder ??
          rows.map((row) => (
            <TableRow key={row.product_id} hover>
              <TableCell sx={{ minWidth: { xs: 0, sm: 200 } }}>
                <ProductLink to={productPath(row.product_id)}>{row.name}</ProductLink>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.code}</TableCell>
              <TableCell>{row.supplier_name}</TableCell>
              <TableCell>{CATEGORY_LABELS[row.category]}</TableCell>
              <TableCell>
                <Value>{row.colour}</Value>
              </TableCell>
              <TableCell sx={number}>
                <Value>{formatSize(row)}</Value>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{UNIT_LABELS[row.selling_unit]}</TableCell>
              <TableCell sx={number}>
                {formatMoney(row.cost_price)}
              </TableCell>
              <TableCell sx={number}>
                {formatMoney(row.list_price)}
              </TableCell>
              <TableCell sx={{ ...number, color: (row.margin_percent ?? 0) < 0 ? 'error.main' : undefined }}>
                <Value>{row.margin_percent === null ? null : formatMargin(row.margin_percent)}</Value>
              </TableCell>
              <TableCell sx={number}>
                <Value>{row.lead_time_days === null ? null : formatLeadTime(row.lead_time_days)}</Value>
              </TableCell>
              <TableCell>
                <StatusChip status={row.status} />
              </TableCell>
            </TableRow>
          ))}
      </TableBody>
    </Table>
  );
}
