import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { Section } from '@/components/Section';
import { ErrorState, LoadingRows } from '@/components/SectionStates';
import { formatLongDate } from '@/lib/format';
import { formatMoney } from '@/lib/money';
import { useAttachedSupplierQuotes } from '../../api/supplier-costs';
import { stackedOnPhone, useStackedRows } from '@/lib/stacked-rows';

const STATUS: Record<string, string> = {
  draft: 'Draft',
  requested: 'Requested',
  answered: 'Answered',
  declined: 'Declined',
  expired: 'Expired',
  ordered: 'Ordered',
  withdrawn: 'Withdrawn',
};

/** The supplier quotes pricing this customer quote (linked, or asked from it): each opens its editor. */
export function SupplierQuotesSection({ quoteId }: { quoteId: number }) {
  const stack = useStackedRows();
  const attached = useAttachedSupplierQuotes(quoteId);
  return (
    <Section
      title="Supplier quotes"
      actions={
        <Button size="small" startIcon={<AddIcon />} component={RouterLink} to={`/supplier-quotes/request/${quoteId}`}>
          Request prices
        </Button>
      }
    >
      {attached.isPending && <LoadingRows label="Loading supplier quotes" />}
      {attached.isError && <ErrorState error={attached.error} onRetry={() => void attached.refetch()} />}
      {attached.data?.length === 0 && <Typography sx={{ color: 'text.secondary' }}>No supplier quotes yet: request prices for its lines.</Typography>}
      {attached.data && attached.data.length > 0 && (
        <Table ref={stack} size="small" aria-label="Supplier quotes" sx={stackedOnPhone}>
          <TableHead>
            <TableRow>
              <TableCell>Number</TableCell>
              <TableCell>Supplier</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Valid until</TableCell>
              <TableCell>Total</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {attached.data.map((row) => (
              <TableRow key={row.supplier_quote_id}>
                <TableCell>
                  <Link component={RouterLink} to={`/supplier-quotes/editor/${row.supplier_quote_id}`} underline="hover">
                    {row.number}
                  </Link>
                </TableCell>
                <TableCell>
                  <Link component={RouterLink} to={`/${row.supplier.kind === 'other' ? 'other' : 'supplier'}?id=${row.supplier.id}`} underline="hover">
                    {row.supplier.name}
                  </Link>
                </TableCell>
                <TableCell>{STATUS[row.status] ?? row.status}</TableCell>
                <TableCell>
                  {row.valid_until ? formatLongDate(row.valid_until) : '—'}{' '}
                  {row.validity === 'expiring' && <Chip size="small" color="warning" label="Expiring" />}
                  {row.validity === 'expired' && <Chip size="small" color="error" label="Expired" />}
                </TableCell>
                <TableCell>{row.answered ? formatMoney(row.total) : '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Section>
  );
}
