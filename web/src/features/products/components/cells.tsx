import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { ProductStatus } from '@/lib/api/types';
import { STATUS_LABELS } from '../lib/labels';

/** A value the product does not have. */
export function Blank() {
  return (
    <Box component="span" sx={{ color: 'text.disabled' }} aria-label="none">
      —
    </Box>
  );
}

export function Value({ children }: { children: ReactNode }) {
  return children === null || children === undefined || children === '' ? <Blank /> : <>{children}</>;
}

export function ProductLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to} underline="hover" sx={{ fontWeight: 500 }}>
      {children}
    </Link>
  );
}

export function StatusChip({ status }: { status: ProductStatus }) {
  return (
    <Chip
      size="small"
      label={STATUS_LABELS[status]}
      color={status === 'active' ? 'success' : 'warning'}
      variant={status === 'active' ? 'outlined' : 'filled'}
    />
  );
}
