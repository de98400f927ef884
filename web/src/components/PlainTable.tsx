import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Key, ReactNode } from 'react';
import { stackedOnPhone, useStackedRows } from '@/lib/stacked-rows';

/** A column's header: its label, or its label with its cell's style (a figure's right alignment, a width), its
 * tooltip and its key (when labels repeat). */
export type Column = string | { label: ReactNode; sx?: SxProps<Theme>; title?: string; key?: Key };

type Props = { label: string; columns: readonly Column[]; children: ReactNode; footer?: ReactNode; stacked?: boolean };

/** A small table named `label`: one header row of `columns`, the rows given as children, and an optional footer's
 * rows (totals). The line tables of orders, quotes, purchase orders and schedules. On a phone each row reads as a
 * card, its cells named by their columns (`stacked`, the default), rather than scrolling sideways in its box. */
export function PlainTable({ label, columns, children, footer, stacked = true }: Props) {
  const stack = useStackedRows();
  return (
    <TableContainer>
      <Table size="small" aria-label={label} ref={stacked ? stack : undefined} sx={stacked ? stackedOnPhone : undefined}>
        <TableHead>
          <TableRow>
            {columns.map((column) =>
              typeof column === 'string' ? (
                <TableCell key={column}>{column}</TableCell>
              ) : (
                <TableCell key={column.key ?? String(column.label)} sx={column.sx} title={column.title}>
                  {column.label}
                </TableCell>
              ),
            )}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
        {footer !== undefined && <TableFooter>{footer}</TableFooter>}
      </Table>
    </TableContainer>
  );
}
