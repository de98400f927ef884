import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { TableSkeletonRows } from '@/components/TableSkeletonRows';
import { errorMessage } from '@/lib/http';

function WholeRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={columns} sx={{ py: 5, borderBottom: 0 }}>
        {children}
      </TableCell>
    </TableRow>
  );
}

type Options = {
  query: { isError: boolean; isPending: boolean; error: unknown; data?: { total: number }; refetch: () => unknown };
  columns: number;
  noun: string;
  rows: number;
  empty: { message: string; action?: ReactNode };
};

/** What a table shows instead of its rows: skeletons while loading, the error with Retry, or the empty state. */
export function listPlaceholder({ query, columns, noun, rows, empty }: Options): ReactNode {
  if (query.isError) {
    return (
      <WholeRow columns={columns}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void query.refetch()}>
              Retry
            </Button>
          }
        >
          Could not load the {noun}. {errorMessage(query.error)}
        </Alert>
      </WholeRow>
    );
  }
  if (query.isPending) return <TableSkeletonRows columns={columns} rows={rows} label={`Loading ${noun}`} />;
  if (query.data && query.data.total === 0) {
    return (
      <WholeRow columns={columns}>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <Typography sx={{ color: 'text.secondary' }}>{empty.message}</Typography>
          {empty.action}
        </Stack>
      </WholeRow>
    );
  }
  return null;
}
