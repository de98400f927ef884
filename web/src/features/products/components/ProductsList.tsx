import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import { useEffect, type ReactNode } from 'react';
import { ListPagination } from '@/components/ListPagination';
import { TableSkeletonRows } from '@/components/TableSkeletonRows';
import type { ProductQuery } from '@/lib/api/types';
import { errorMessage } from '@/lib/http';
import { useProducts } from '../api/query-products';
import { hasFilters, type ProductView } from '../lib/use-product-view';
import { ProductsEmptyState } from './ProductsEmptyState';
import { PRODUCT_COLUMNS, ProductsTable } from './ProductsTable';

type Props = {
  view: ProductView;
  query: ProductQuery;
  onChange: (changes: Partial<ProductView>) => void;
  onClear: () => void;
  onImport: () => void;
};

function WholeRow({ children }: { children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={PRODUCT_COLUMNS} sx={{ py: 5, borderBottom: 0 }}>
        {children}
      </TableCell>
    </TableRow>
  );
}

/** The table: skeleton rows while loading, an error with Retry, an empty state, or the page; then the pager. */
export function ProductsList({ view, query, onChange, onClear, onImport }: Props) {
  const products = useProducts(query);
  const { data } = products;

  // A page past the end (products were deleted, a filter narrowed): go to the last page.
  const lastPage = data ? Math.max(1, Math.ceil(data.total / view.itemsPerPage)) : 1;
  useEffect(() => {
    if (data && !products.isPlaceholderData && data.items.length === 0 && view.page > lastPage) onChange({ page: lastPage });
  }, [data, products.isPlaceholderData, view.page, lastPage, onChange]);

  let placeholder: ReactNode = null;
  if (products.isError) {
    placeholder = (
      <WholeRow>
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void products.refetch()}>
              Retry
            </Button>
          }
        >
          Could not load the products. {errorMessage(products.error)}
        </Alert>
      </WholeRow>
    );
  } else if (products.isPending) {
    placeholder = <TableSkeletonRows columns={PRODUCT_COLUMNS} rows={Math.min(view.itemsPerPage, 10)} label="Loading products" />;
  } else if (data && data.total === 0) {
    placeholder = (
      <WholeRow>
        <ProductsEmptyState narrowed={view.q !== '' || hasFilters(view)} q={view.q} onClear={onClear} onImport={onImport} />
      </WholeRow>
    );
  }

  return (
    <Paper elevation={0} sx={{ border: 1, borderColor: 'divider', overflow: 'hidden' }}>
      <LinearProgress
        aria-label="Refreshing products"
        sx={{ visibility: products.isFetching && !products.isPending ? 'visible' : 'hidden' }}
      />
      <TableContainer>
        <ProductsTable
          rows={data?.items ?? []}
          sort={view.sort}
          onSort={(sort) => onChange({ sort })}
          placeholder={placeholder}
        />
      </TableContainer>
      <ListPagination total={data?.total ?? 0} exact={data?.total_exact ?? true} state={view} onChange={onChange} />
    </Paper>
  );
}
