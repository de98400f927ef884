import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableContainer from '@mui/material/TableContainer';
import { useEffect, type ReactNode, type Ref } from 'react';
import { Link as RouterLink } from 'react-router';
import { ListPagination } from '@/components/ListPagination';
import { usePhone } from '@/lib/use-phone';
import type { QuoteListParams } from '@/lib/api/types';
import { useQuotes } from '../api/get-quotes';
import { quoteEditorPath } from '../lib/quote-links';
import { isNarrowed, type QuotesViewState } from '../lib/use-quotes-view';
import { QuoteListFilters } from './QuoteListFilters';
import { dateErrorOf, listPlaceholder } from './ListPlaceholder';
import { QUOTE_COLUMNS, QuotesTable } from './QuotesTable';

type Props = {
  view: QuotesViewState;
  params: QuoteListParams;
  onChange: (changes: Partial<QuotesViewState>) => void;
  onClearAll: () => void;
  searchRef?: Ref<HTMLInputElement>;
  /** Shown between the filters and the table (on a phone, after the table): the figures of the filtered quotes. */
  children?: ReactNode;
};

/** The sortable, filtered list of quotes, a page at a time. */
export function QuotesList({ view, params, onChange, onClearAll, searchRef, children }: Props) {
  const query = useQuotes(params);
  const { data } = query;

  // A page past the end (a narrower search): go to the last page.
  const lastPage = data ? Math.max(1, Math.ceil(data.total / view.itemsPerPage)) : 1;
  useEffect(() => {
    if (data && !query.isPlaceholderData && data.items.length === 0 && view.page > lastPage) onChange({ page: lastPage });
  }, [data, query.isPlaceholderData, view.page, lastPage, onChange]);

  const phone = usePhone();
  const narrowed = isNarrowed(view);
  const dateError = dateErrorOf(query.error);
  const placeholder = listPlaceholder({
    query,
    columns: QUOTE_COLUMNS,
    noun: 'quotes',
    rows: Math.min(view.itemsPerPage, 10),
    dateError,
    empty: narrowed
      ? {
          message: view.q ? `No quotes match “${view.q}” and the filters` : 'No quotes match the filters',
          action: (
            <Button variant="outlined" onClick={onClearAll}>
              Clear search and filters
            </Button>
          ),
        }
      : {
          message: 'No quotes yet — create the first one',
          action: (
            <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={quoteEditorPath('new')}>
              New quote
            </Button>
          ),
        },
  });

  return (
    <Stack spacing={2}>
      <QuoteListFilters view={view} onChange={onChange} searchRef={searchRef} dateError={dateError} />
      {!phone && children}
      <Paper elevation={0} sx={{ border: 1, borderColor: 'divider', overflow: 'hidden' }}>
        <LinearProgress
          aria-label="Refreshing quotes"
          sx={{ visibility: query.isFetching && !query.isPending ? 'visible' : 'hidden' }}
        />
        <TableContainer>
          <QuotesTable rows={data?.items ?? []} sort={view.sort} onSort={(sort) => onChange({ sort })} placeholder={placeholder} />
        </TableContainer>
        <ListPagination total={data?.total ?? 0} state={view} onChange={onChange} />
      </Paper>
      {phone && children}
    </Stack>
  );
}
