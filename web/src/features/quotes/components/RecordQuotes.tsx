import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router';
import { Section } from '@/components/Section';
import { EmptyState, ErrorState, LoadingRows } from '@/components/SectionStates';
import { formatDay, isoDay } from '@/lib/format';
import { formatMoney } from '@/lib/money';
import { useQuotes } from '../api/get-quotes';
import { projectLink, QUOTES_PATH, quoteEditorPath } from '../lib/quote-links';
import { QuoteStatusChip } from './StatusChips';
import { stackedOnPhone, useStackedRows } from '@/lib/stacked-rows';

const SHOWN = 10;

/** Whose quotes: a customer's (or company's), or a project's. */
export type QuotesOf = { customer_id: number } | { project_id: number };

const query = (of: QuotesOf) => new URLSearchParams(Object.entries(of).map(([key, id]) => [key, String(id)])).toString();

/** The quotes list narrowed to the record, and a new quote started from it. */
export const recordQuotesPath = (of: QuotesOf) => `${QUOTES_PATH}?${query(of)}`;
export const newQuotePath = (of: QuotesOf) => `${quoteEditorPath('new')}?${query(of)}`;

/**
 * A record's quotes, last changed first, on its screen (the app places it there): number (opening the editor),
 * status, total and date, the way to all of them in the quotes list, and a new quote started from the record.
 */
export function RecordQuotes({ of, name }: { of: QuotesOf; name: string }) {
  const stack = useStackedRows();
  const quotes = useQuotes({ ...of, items_per_page: SHOWN, sort: '-updated_at', page: 1 });
  const items = quotes.data?.items ?? [];
  const total = quotes.data?.total ?? 0;
  return (
    <Section
      title="Quotes"
      actions={
        <>
          {total > 0 && <Button component={RouterLink} to={recordQuotesPath(of)}>{`All ${total} quote${total === 1 ? '' : 's'}`}</Button>}
          <Button component={RouterLink} to={newQuotePath(of)} variant="contained" startIcon={<AddIcon />}>
            New quote
          </Button>
        </>
      }
    >
      {quotes.isPending && <LoadingRows label="Loading quotes" rows={2} />}
      {quotes.isError && <ErrorState error={quotes.error} onRetry={() => void quotes.refetch()} />}
      {quotes.isSuccess && items.length === 0 && <EmptyState>{`No quotes yet for ${name}.`}</EmptyState>}
      {items.length > 0 && (
        <TableContainer>
          <Table ref={stack} aria-label="Quotes" size="small" sx={stackedOnPhone}>
            <TableHead>
              <TableRow>
                <TableCell>Number</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Project</TableCell>
                <TableCell align="right">Total</TableCell>
                <TableCell>Valid until</TableCell>
                <TableCell>Created</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((quote) => (
                <TableRow key={quote.quote_id} hover>
                  <TableCell>
                    <Link component={RouterLink} to={quoteEditorPath(quote.quote_id)}>
                      {quote.number}
                    </Link>
                  </TableCell>
                  <TableCell>
                    <QuoteStatusChip status={quote.status} />
                  </TableCell>
                  <TableCell>
                    {quote.project ? (
                      <Link component={RouterLink} to={projectLink(quote.project.id)}>
                        {quote.project.name}
                      </Link>
                    ) : (
                      '—'
                    )}
                  </TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                    {formatMoney(quote.total)}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(quote.valid_until) || '—'}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(isoDay(new Date(quote.created_at))) || '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Section>
  );
}
