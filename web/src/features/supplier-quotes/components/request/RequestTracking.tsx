import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router';
import { PlainTable } from '@/components/PlainTable';
import { LoadingRows, ErrorState } from '@/components/SectionStates';
import { Section } from '@/components/Section';
import { formatDateTime, formatDay } from '@/lib/format';
import { formatMoney } from '@/lib/money';
import { useSupplierQuotes } from '../../api/get-supplier-quotes';
import type { SupplierQuoteListItem, SupplierQuoteListParams, SupplierQuoteStatus } from '../../api/types';
import { supplierPath, supplierQuoteEditorPath } from '../../lib/links';
import { trackingOf } from '../../lib/status';
import { TrackingChip } from '../StatusChips';

type Props = {
  params: SupplierQuoteListParams;
  /** Send the drafts (not yet sent) of this list. */
  onSendDrafts: (drafts: SupplierQuoteListItem[]) => void;
};

/** The statuses whose total is the supplier's answer (an ordered quote keeps the total it was ordered at). */
const ANSWERED: readonly SupplierQuoteStatus[] = ['answered', 'ordered'];

const when = (value: string | null) => (value ? formatDateTime(value) : '—');

const COLUMNS = ['Supplier', 'Quote', 'Where it stands', 'Sent', 'Opened', 'Answered', 'Reply by', 'Total'] as const;

/** The list of the suppliers asked (the page reads the same one to flag them in "Ask more suppliers"). */
export const trackingParams = (params: SupplierQuoteListParams): SupplierQuoteListParams => ({ ...params, items_per_page: 100, sort: 'supplier' });

/** Who was asked and where each stands: sent, opened, answered, declined, expired. Refreshes as answers arrive. */
export function RequestTracking({ params, onSendDrafts }: Props) {
  const query = useSupplierQuotes(trackingParams(params));
  const rows = query.data?.items ?? [];
  const drafts = rows.filter((row) => row.status === 'draft');
  return (
    <Section
      title="Suppliers asked"
      actions={
        drafts.length > 0 && (
          <Button variant="contained" onClick={() => onSendDrafts(drafts)}>
            Preview and send ({drafts.length})
          </Button>
        )
      }
    >
      {query.isPending && <LoadingRows label="Loading the suppliers asked" />}
      {query.isError && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
      {query.data && (
        <PlainTable label="Suppliers asked" columns={COLUMNS}>
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={8} sx={{ color: 'text.secondary' }}>
                Nobody has been asked yet.
              </TableCell>
            </TableRow>
          )}
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell>
                <Link component={RouterLink} to={supplierPath(row.supplier.id, row.supplier.kind)} underline="hover">
                  {row.supplier.name}
                </Link>
              </TableCell>
              <TableCell>
                <Link component={RouterLink} to={supplierQuoteEditorPath(row.id)} underline="hover">
                  {row.number}
                </Link>
              </TableCell>
              <TableCell>
                <TrackingChip tracking={trackingOf(row)} />
              </TableCell>
              <TableCell>{when(row.sent_at)}</TableCell>
              <TableCell>{when(row.opened_at)}</TableCell>
              <TableCell>{when(row.answered_at ?? row.declined_at)}</TableCell>
              <TableCell>{formatDay(row.response_deadline) || '—'}</TableCell>
              <TableCell>{row.total === null || !ANSWERED.includes(row.status) ? '—' : formatMoney(row.total)}</TableCell>
            </TableRow>
          ))}
        </PlainTable>
      )}
    </Section>
  );
}
