import type { SxProps, Theme } from '@mui/material/styles';
import TableCell from '@mui/material/TableCell';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { ReactNode } from 'react';
import { nextSort, sortDirection } from '@/lib/list-params';

type Props = { field: string; sort: string; onSort: (sort: string) => void; children: ReactNode; sx?: SxProps<Theme> };

/** A column header that sorts the list by `field` (ascending, then descending). */
export function SortableHeader({ field, sort, onSort, children, sx }: Props) {
  const direction = sortDirection(sort, field);
  return (
    <TableCell sortDirection={direction} sx={sx}>
      <TableSortLabel active={direction !== false} direction={direction || 'asc'} onClick={() => onSort(nextSort(sort, field))}>
        {children}
      </TableSortLabel>
    </TableCell>
  );
}
