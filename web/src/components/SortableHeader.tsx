import TableCell from '@mui/material/TableCell';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { ReactNode } from 'react';
import { nextSort, sortDirection } from '@/lib/list-params';

type Props = { field: string; sort: string; onSort: (sort: string) => void; children: ReactNode };

/** A column header that sorts the list by `field` (ascending, then descending). */
export function SortableHeader({ field, sort, onSort, children }: Props) {
  const direction = sortDirection(sort, field);
  return (
    <TableCell sortDirection={direction}>
      <TableSortLabel active={direction !== false} direction={direction || 'asc'} onClick={() => onSort(nextSort(sort, field))}>
        {children}
      </TableSortLabel>
    </TableCell>
  );
}
