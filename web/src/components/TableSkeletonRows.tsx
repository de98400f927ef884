import Skeleton from '@mui/material/Skeleton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';

type Props = { columns: number; rows?: number; label?: string };

/** Placeholder rows while a table's first page loads: the layout stays put and screen readers hear `label`. */
export function TableSkeletonRows({ columns, rows = 8, label = 'Loading' }: Props) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <TableRow key={row} aria-hidden={row > 0 ? true : undefined}>
          {Array.from({ length: columns }, (_, column) => (
            <TableCell key={column}>
              {row === 0 && column === 0 ? (
                <span role="status" aria-label={label}>
                  <Skeleton variant="text" width="80%" />
                </span>
              ) : (
                <Skeleton variant="text" width={`${50 + ((row * 7 + column * 13) % 40)}%`} />
              )}
            </TableCell>
          ))}
        </TableRow>
      ))}
    </>
  );
}
