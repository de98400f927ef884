import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { TableSkeletonRows } from '@/components/TableSkeletonRows';
import { errorMessage, isApiError } from '@/lib/http';

function WholeRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={columns} sx={{ py: 5, borderBottom: 0 }}>
        {children}
      </TableCell>
    </TableRow>
  );
}

type Query = {
  isError: boolean;
  isPending: boolean;
  error: unknown;
  data?: { total: number };
  refetch: () => unknown;
};

type Options = {
  query: Query;
  columns: number;
  /** "quotes", "orders". */
  noun: string;
  rows: number;
  /** The server's refusal of the date range, shown on the field instead. */
  dateError?: string;
  /** What the empty list says, and the button that goes with it. */
  empty: { message: string; action: ReactNode };
};

/** The server's word on a refused date range (422 on `created_to`), if that is why the list failed. */
export function dateErrorOf(error: unknown): string | undefined {
  return isApiError(error) ? error.errors.find((e) => e.field.startsWith('created_'))?.message : undefined;
}

/** What a table shows instead of its rows: skeletons while loading, the error with Retry, or the empty state. */
export function listPlaceholder({ query, columns, noun, rows, dateError, empty }: Options): ReactNode {
  if (dateError) {
    return (
      <WholeRow columns={columns}>
        <Typography sx={{ color: 'text.secondary', textAlign: 'center' }}>Correct the dates to see the {noun}.</Typography>
      </WholeRow>
    );
  }
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
