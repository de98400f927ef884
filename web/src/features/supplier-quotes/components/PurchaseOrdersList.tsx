import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Button from '@mui/material/Button';
import { useEffect, useMemo, type MouseEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ListPagination } from '@/components/ListPagination';
import { SortableHeader } from '@/components/SortableHeader';
import { formatDateTime, formatDay, formatRelativeTime } from '@/lib/format';
import { formatMoney } from '@/lib/money';
import { usePurchaseOrders } from '../api/purchase-orders';
import type { PurchaseOrderListParams, PurchaseOrderStatus } from '../api/types';
import { customerOrderPath, projectPath, purchaseOrderPath, supplierPath, supplierQuoteEditorPath } from '../lib/links';
import { isNarrowed, type SupplierQuotesViewState } from '../lib/use-supplier-quotes-view';
import { listPlaceholder } from './ListPlaceholder';
import { PurchaseOrderStatusChip } from './StatusChips';
import { Blank, numeric } from './SupplierQuotesTable';
import { stackedOnPhone, useStackedRows } from '@/lib/stacked-rows';

const COLUMNS = 9;
const stop = (event: MouseEvent) => event.stopPropagation();

type Props = {
  view: SupplierQuotesViewState;
  onChange: (changes: Partial<SupplierQuotesViewState>) => void;
  onClearAll: () => void;
};

/**
 * Purchase orders, a page at a time (a row opens the order): number, supplier, the supplier quote it came from, the
 * customer order it supplies, status, required date, total. The customer quote filter does not apply to orders.
 */
export function PurchaseOrdersList({ view, onChange, onClearAll }: Props) {
  const stack = useStackedRows();
  const navigate = useNavigate();
  const params: PurchaseOrderListParams = useMemo(
    () => ({
      page: view.page,
      items_per_page: view.itemsPerPage,
      sort: view.sort,
      q: view.q || undefined,
      status: view.statuses.length > 0 ? (view.statuses as PurchaseOrderStatus[]) : undefined,
      supplier_id: view.supplierId ?? undefined,
      project_id: view.projectId ?? undefined,
    }),
    [view],
  );
  const query = usePurchaseOrders(params);
  const { data } = query;
  const lastPage = data ? Math.max(1, Math.ceil(data.total / view.itemsPerPage)) : 1;
  useEffect(() => {
    if (data && !query.isPlaceholderData && data.items.length === 0 && view.page > lastPage) onChange({ page: lastPage });
  }, [data, query.isPlaceholderData, view.page, lastPage, onChange]);

  const header = { sort: view.sort, onSort: (sort: string) => onChange({ sort }) };
  const placeholder = listPlaceholder({
    query,
    columns: COLUMNS,
    noun: 'purchase orders',
    rows: Math.min(view.itemsPerPage, 10),
    empty: isNarrowed(view)
      ? {
          message: 'No purchase orders match the search and filters',
          action: (
            <Button variant="outlined" onClick={onClearAll}>
              Clear search and filters
            </Button>
          ),
        }
      : { message: 'No purchase orders yet — they are generated from awarded supplier quotes' },
  });

  return (
    <Paper elevation={0} sx={{ border: 1, borderColor: 'divider', overflow: 'hidden' }}>
      <LinearProgress
        aria-label="Refreshing purchase orders"
        sx={{ visibility: query.isFetching && !query.isPending ? 'visible' : 'hidden' }}
      />
      <TableContainer>
        <Table ref={stack} aria-label="Purchase orders" size="small" sx={[{ minWidth: 1000, '& td, & th': { py: 1.25 } }, stackedOnPhone]}>
          <TableHead>
            <TableRow>
              <SortableHeader field="number" {...header}>Number</SortableHeader>
              <SortableHeader field="supplier" {...header}>Supplier</SortableHeader>
              <TableCell>Supplier quote</TableCell>
              <TableCell>Customer order</TableCell>
              <TableCell>Project</TableCell>
              <SortableHeader field="status" {...header}>Status</SortableHeader>
              <SortableHeader field="required_date" {...header}>Required</SortableHeader>
              <SortableHeader field="total" {...header}>Total</SortableHeader>
              <SortableHeader field="created_at" {...header}>Created</SortableHeader>
            </TableRow>
          </TableHead>
          <TableBody>
            {placeholder ??
              data?.items.map((row) => {
                const source = row.supplier_quote;
                const open = () => void navigate(purchaseOrderPath(row.purchase_order_id));
                return (
                  <TableRow key={row.purchase_order_id} hover onClick={open} sx={{ cursor: 'pointer' }}>
                    <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: 500 }}>
                      <Link component={RouterLink} to={purchaseOrderPath(row.purchase_order_id)} onClick={stop} underline="hover">
                        {row.number}
                      </Link>
                    </TableCell>
                    <TableCell>
                      <Link component={RouterLink} to={supplierPath(row.supplier.id, row.supplier.kind)} onClick={stop} underline="hover">
                        {row.supplier.name}
                      </Link>
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {source ? (
                        <Link component={RouterLink} to={supplierQuoteEditorPath(source.id)} onClick={stop} underline="hover">
                          {source.name}
                        </Link>
                      ) : (
                        <Blank />
                      )}
                    </TableCell>
                    <TableCell>
                      {row.order ? (
                        <Link component={RouterLink} to={customerOrderPath(row.order.name)} onClick={stop} underline="hover">
                          {row.order.name}
                        </Link>
                      ) : (
                        <Blank />
                      )}
                    </TableCell>
                    <TableCell>
                      {row.project ? (
                        <Link component={RouterLink} to={projectPath(row.project.id)} onClick={stop} underline="hover">
                          {row.project.name}
                        </Link>
                      ) : (
                        <Blank />
                      )}
                    </TableCell>
                    <TableCell>
                      <PurchaseOrderStatusChip status={row.status} />
                    </TableCell>
                    <TableCell sx={numeric}>{formatDay(row.required_date) || <Blank />}</TableCell>
                    <TableCell sx={numeric}>{formatMoney(row.total)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <Box component="time" dateTime={row.created_at} title={formatDateTime(row.created_at)}>
                        {formatRelativeTime(row.created_at)}
                      </Box>
                    </TableCell>
                  </TableRow>
                );
              })}
          </TableBody>
        </Table>
      </TableContainer>
      <ListPagination total={data?.total ?? 0} state={view} onChange={onChange} />
    </Paper>
  );
}
