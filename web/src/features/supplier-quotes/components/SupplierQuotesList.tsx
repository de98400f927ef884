import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TableContainer from '@mui/material/TableContainer';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { ListPagination } from '@/components/ListPagination';
import { useSupplierQuotes } from '../api/get-supplier-quotes';
import type { SupplierQuoteListParams } from '../api/types';
import { requestPath } from '../lib/links';
import { isNarrowed, type SupplierQuotesViewState } from '../lib/use-supplier-quotes-view';
import { listPlaceholder } from './ListPlaceholder';
import { SUPPLIER_QUOTE_COLUMNS, SupplierQuotesTable } from './SupplierQuotesTable';

type Props = {
  view: SupplierQuotesViewState;
  params: SupplierQuoteListParams;
  onChange: (changes: Partial<SupplierQuotesViewState>) => void;
  onClearAll: () => void;
};

/** The sortable, filtered list of supplier quotes, a page at a time. */
export function SupplierQuotesList({ view, params, onChange, onClearAll }: Props) {
  const query = useSupplierQuotes(params);
  const { data } = query;

  const lastPage = data ? Math.max(1, Math.ceil(data.total / view.itemsPerPage)) : 1;
  useEffect(() => {
    if (data && !query.isPlaceholderData && data.items.length === 0 && view.page > lastPage) onChange({ page: lastPage });
  }, [data, query.isPlaceholderData, view.page, lastPage, onChange]);

  const placeholder = listPlaceholder({
    query,
    columns: SUPPLIER_QUOTE_COLUMNS,
    noun: 'supplier quotes',
    rows: Math.min(view.itemsPerPage, 10),
    empty: isNarrowed(view)
      ? {
          message: view.q ? `No supplier quotes match “${view.q}” and the filters` : 'No supplier quotes match the filters',
          action: (
            <Button variant="outlined" onClick={onClearAll}>
              Clear search and filters
            </Button>
          ),
        }
      : {
          message: 'No supplier quotes yet — ask suppliers for prices',
          action: (
            <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={requestPath('new')}>
              Request prices
            </Button>
          ),
        },
  });

  return (
    <Paper elevation={0} sx={{ border: 1, borderColor: 'divider', overflow: 'hidden' }}>
      <LinearProgress
        aria-label="Refreshing supplier quotes"
        sx={{ visibility: query.isFetching && !query.isPending ? 'visible' : 'hidden' }}
      />
      <TableContainer>
        <SupplierQuotesTable rows={data?.items ?? []} sort={view.sort} onSort={(sort) => onChange({ sort })} placeholder={placeholder} />
      </TableContainer>
      <ListPagination total={data?.total ?? 0} state={view} onChange={onChange} />
    </Paper>
  );
}
