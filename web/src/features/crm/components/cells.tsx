import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatDateTime, formatRelativeTime } from '@/lib/format';

/** A value the record does not have. */
export function Blank() {
  return (
    <Box component="span" sx={{ color: 'text.disabled' }}>
      —
    </Box>
  );
}

export function TextValue({ value }: { value: string | null | undefined }) {
  return value ? <>{value}</> : <Blank />;
}

export function RecordLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to} underline="hover" sx={{ fontWeight: 500 }}>
      {children}
    </Link>
  );
}

export function EmailLink({ email }: { email: string | null | undefined }) {
  if (!email) return <Blank />;
  return (
    <Link href={`mailto:${email}`} underline="hover" sx={{ wordBreak: 'break-all' }}>
      {email}
    </Link>
  );
}

export function UpdatedAt({ value }: { value: string }) {
  return (
    <time dateTime={value} title={formatDateTime(value)}>
      {formatRelativeTime(value)}
    </time>
  );
}

/** One row across the whole table: the error, or what to do when there is nothing to list. */
export function WholeRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={columns} sx={{ py: 5, borderBottom: 0 }}>
        {children}
      </TableCell>
    </TableRow>
  );
}
