import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
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
import { formatDay } from '@/lib/format';
import { formatMoney } from '@/lib/money';
import { useSupplierQuotes } from '../api/get-supplier-quotes';
import { requestPath, SUPPLIER_QUOTES_PATH, supplierQuoteEditorPath } from '../lib/links';
import { SupplierQuoteStatusChip } from './StatusChips';
import { stackedOnPhone, useStackedRows } from '@/lib/stacked-rows';

type Props = { supplierId?: number; customerQuoteId?: number };

/** The latest ten of a supplier's or a customer quote's supplier quotes (one query: the fold's line counts them). */
const recordParams = ({ supplierId, customerQuoteId }: Props) =>
  ({ supplier_id: supplierId, customer_quote_id: customerQuoteId, items_per_page: 10, sort: '-updated_at' }) as const;

/** How many supplier quotes a supplier has (its screen's folded section says it), once known. */
export function useSupplierQuoteCount(supplierId: number): number | undefined {
  return useSupplierQuotes(recordParams({ supplierId })).data?.total;
}

/**
 * The supplier quotes of a supplier (on its CRM screen) or of a customer quote (in its editor): the latest ten,
 * each linking to its editor, with "Request prices" and a link to all of them on the list.
 */
export function RecordSupplierQuotes({ supplierId, customerQuoteId }: Props) {
  const stack = useStackedRows();
  const query = useSupplierQuotes(recordParams({ supplierId, customerQuoteId }));
  const filter = supplierId ? `supplier_id=${supplierId}` : `customer_quote_id=${customerQuoteId ?? ''}`;
  return (
    <Section
      title="Supplier quotes"
      actions={
        <Button size="small" startIcon={<AddIcon />} component={RouterLink} to={requestPath(customerQuoteId ?? 'new')}>
          Request prices
        </Button>
      }
    >
      {query.isPending && <LoadingRows label="Loading supplier quotes" />}
      {query.isError && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
      {query.data?.total === 0 && <Typography sx={{ color: 'text.secondary' }}>No supplier quotes yet.</Typography>}
      {query.data && query.data.total > 0 && (
        <>
          <Table ref={stack} size="small" aria-label="Supplier quotes" sx={stackedOnPhone}>
            <TableHead>
              <TableRow>
                <TableCell>Number</TableCell>
                <TableCell>{supplierId ? 'Request' : 'Supplier'}</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Valid until</TableCell>
                <TableCell>Total</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {query.data.items.map((row) => (
                <TableRow key={row.id}>
                  <TableCell>
                    <Link component={RouterLink} to={supplierQuoteEditorPath(row.id)} underline="hover">
                      {row.number}
                    </Link>
                  </TableCell>
                  <TableCell>{supplierId ? (row.request?.number ?? '—') : row.supplier.name}</TableCell>
                  <TableCell>
                    <SupplierQuoteStatusChip status={row.status} />
                  </TableCell>
                  <TableCell>{formatDay(row.valid_until) || '—'}</TableCell>
                  <TableCell>{row.total === null ? '—' : formatMoney(row.total)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {query.data.total > query.data.items.length && (
            <Link component={RouterLink} to={`${SUPPLIER_QUOTES_PATH}?${filter}`} sx={{ display: 'inline-block', mt: 1 }}>
              All {query.data.total} supplier quotes
            </Link>
          )}
        </>
      )}
    </Section>
  );
}

/** A supplier's CRM screen section (lazy-loaded by the app). */
export default function SupplierRecordQuotes({ organisation }: { organisation: { id: number } }) {
  return <RecordSupplierQuotes supplierId={organisation.id} />;
}
