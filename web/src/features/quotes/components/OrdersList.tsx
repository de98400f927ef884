import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableContainer from '@mui/material/TableContainer';
import { useEffect, useState, type Ref } from 'react';
import { ListPagination } from '@/components/ListPagination';
import type { OrderListParams } from '@/lib/api/types';
import { useOrders } from '../api/get-orders';
import { isNarrowed, type QuotesViewState } from '../lib/use-quotes-view';
import { dateErrorOf, listPlaceholder } from './ListPlaceholder';
import { OrderDialog } from './OrderDialog';
import { ORDER_COLUMNS, OrdersTable } from './OrdersTable';
import { QuoteListFilters } from './QuoteListFilters';

type Props = {
  view: QuotesViewState;
  params: OrderListParams;
  onChange: (changes: Partial<QuotesViewState>) => void;
  onClearAll: () => void;
  /** Go to the Quotes tab (where an accepted quote is converted into an order). */
  onShowQuotes: () => void;
  searchRef?: Ref<HTMLInputElement>;
};

/** The sortable, filtered list of customer orders, a page at a time; a row opens the order. */
export function OrdersList({ view, params, onChange, onClearAll, onShowQuotes, searchRef }: Props) {
  const query = useOrders(params);
  const { data } = query;
  const [openId, setOpenId] = useState<number | null>(null);

  const lastPage = data ? Math.max(1, Math.ceil(data.total / view.itemsPerPage)) : 1;
  useEffect(() => {
    if (data && !query.isPlaceholderData && data.items.length === 0 && view.page > lastPage) onChange({ page: lastPage });
  }, [data, query.isPlaceholderData, view.page, lastPage, onChange]);

  const dateError = dateErrorOf(query.error);
  const placeholder = listPlaceholder({
    query,
    columns: ORDER_COLUMNS,
    noun: 'orders',
    rows: Math.min(view.itemsPerPage, 10),
    dateError,
    empty: isNarrowed(view)
      ? {
          message: view.q ? `No orders match “${view.q}” and the filters` : 'No orders match the filters',
          action: (
            <Button variant="outlined" onClick={onClearAll}>
              Clear search and filters
            </Button>
          ),
        }
      : {
          message: 'No orders yet — convert an accepted quote into an order',
          action: (
            <Button variant="outlined" onClick={onShowQuotes}>
              Show quotes
            </Button>
          ),
        },
  });

  return (
    <Stack spacing={2}>
      <QuoteListFilters view={view} onChange={onChange} searchRef={searchRef} dateError={dateError} />
      <Paper elevation={0} sx={{ border: 1, borderColor: 'divider', overflow: 'hidden' }}>
        <LinearProgress
          aria-label="Refreshing orders"
          sx={{ visibility: query.isFetching && !query.isPending ? 'visible' : 'hidden' }}
        />
        <TableContainer>
          <OrdersTable
            rows={data?.items ?? []}
            sort={view.sort}
            onSort={(sort) => onChange({ sort })}
            onOpen={setOpenId}
            placeholder={placeholder}
          />
        </TableContainer>
        <ListPagination total={data?.total ?? 0} state={view} onChange={onChange} />
      </Paper>
      {openId !== null && <OrderDialog orderId={openId} onClose={() => setOpenId(null)} />}
    </Stack>
  );
}
