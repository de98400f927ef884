import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { MouseEvent, ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { SortableHeader } from '@/components/SortableHeader';
import type { QuoteListItem } from '@/lib/api/types';
import { formatDateTime, formatDay, formatRelativeTime } from '@/lib/format';
import { formatMoney } from '@/lib/money';
import { formatPercent, quoteEditorPath } from '../lib/quote-links';
import { QuoteStatusChip } from './StatusChips';
import { keyColumnsOnPhone, tableMinWidth } from '@/lib/responsive';

export const QUOTE_COLUMNS = 8;

type Props = {
  rows: QuoteListItem[];
  sort: string;
  onSort: (sort: string) => void;
  /** Shown instead of the rows: skeleton rows, an error or an empty state. */
  placeholder?: ReactNode;
};

export function Blank() {
  return (
    <Box component="span" sx={{ color: 'text.disabled' }}>
      —
    </Box>
  );
}

export const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
/** Links inside a clickable row do their own thing, not the row's. */
export const stop = (event: MouseEvent) => event.stopPropagation();

/** Quotes with their customer, project, status, value and dates; a row opens the quote in the editor. */
export function QuotesTable({ rows, sort, onSort, placeholder }: Props) {
  const navigate = useNavigate();
  const header = { sort, onSort };
  return (
    // A phone keeps the number, customer, status and total.
    <Table aria-label="Quotes" size="small" sx={{ minWidth: tableMinWidth(1000), '& td, & th': { py: 1.25 }, ...keyColumnsOnPhone(1, 2, 4, 5) }}>
      <TableHead>
        <TableRow>
          <SortableHeader field="number" {...header}>Number</SortableHeader>
          <SortableHeader field="customer" {...header}>Customer</SortableHeader>
          <TableCell>Project</TableCell>
          <SortableHeader field="status" {...header}>Status</SortableHeader>
          <SortableHeader field="total" {...header}>Total</SortableHeader>
          <TableCell>Margin</TableCell>
          <SortableHeader field="valid_until" {...header}>Valid until</SortableHeader>
          <SortableHeader field="updated_at" {...header}>Updated</SortableHeader>
        </TableRow>
      </TableHead>
      <TableBody>
        {placeholder ??
          rows.map((row) => (
            <TableRow
              key={row.quote_id}
              hover
              onClick={() => void navigate(quoteEditorPath(row.quote_id))}
              sx={{ cursor: 'pointer' }}
            >
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Link
                  component={RouterLink}
                  to={quoteEditorPath(row.quote_id)}
                  onClick={stop}
                  underline="hover"
                  sx={{ fontWeight: 500 }}
                >
                  {row.number}
                </Link>
                {row.current_version > 1 && (
                  <Box component="span" sx={{ color: 'text.secondary', ml: 0.75 }} title="Version">
                    v{row.current_version}
                  </Box>
                )}
                {row.discontinued_lines > 0 && (
                  <Chip
                    label="Discontinued"
                    color="warning"
                    size="small"
                    variant="outlined"
                    title={`${row.discontinued_lines} line${row.discontinued_lines === 1 ? '' : 's'} of discontinued products`}
                    aria-label={`${row.number}: ${row.discontinued_lines} line${row.discontinued_lines === 1 ? '' : 's'} of discontinued products`}
                    sx={{ ml: 1 }}
                  />
                )}
                {row.cost_flags > 0 && (
                  <Chip
                    label={`${row.cost_flags} cost${row.cost_flags === 1 ? '' : 's'}`}
                    color="warning"
                    size="small"
                    title={`${row.cost_flags} line${row.cost_flags === 1 ? '' : 's'} whose supplier re-quoted or whose supplier price expires first`}
                    aria-label={`${row.number}: ${row.cost_flags} line${row.cost_flags === 1 ? '' : 's'} with supplier cost warnings`}
                    sx={{ ml: 1 }}
                  />
                )}
              </TableCell>
              <TableCell>{row.customer.name}</TableCell>
              <TableCell>{row.project?.name ?? <Blank />}</TableCell>
              <TableCell>
                <QuoteStatusChip status={row.status} />
              </TableCell>
              <TableCell sx={numeric}>{formatMoney(row.total)}</TableCell>
              <TableCell sx={numeric}>{row.margin_percent === null ? <Blank /> : formatPercent(row.margin_percent)}</TableCell>
              <TableCell sx={numeric}>{formatDay(row.valid_until) || <Blank />}</TableCell>
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
