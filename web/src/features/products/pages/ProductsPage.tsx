import AddIcon from '@mui/icons-material/Add';
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useCallback, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { FilterBar } from '@/components/FilterBar';
import { Page } from '@/components/Page';
import { SearchField } from '@/components/SearchField';
import { ExportButton } from '../components/ExportButton';
import { ImportDialog } from '../components/ImportDialog';
import { ProductFilters } from '../components/ProductFilters';
import { ProductsList } from '../components/ProductsList';
import { filtersSet, hasFilters, NO_FILTERS, useProductView } from '../lib/use-product-view';

/** The catalogue: search, filter, sort and page through the products; export them, import a price list, add one. */
export default function ProductsPage() {
  const { view, update, query } = useProductView();
  const [importing, setImporting] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);

  // The Clear button goes with the empty state: the search box takes the focus.
  const clear = useCallback(() => {
    update({ q: '', ...NO_FILTERS });
    searchRef.current?.focus();
  }, [update]);

  const actions = (
    <>
      <ExportButton query={query} />
      <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setImporting(true)}>
        Import price list
      </Button>
      <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to="/products/new">
        New product
      </Button>
    </>
  );

  return (
    <Page title="Products" actions={actions} maxWidth={1600}>
      <Stack spacing={2} useFlexGap>
        <FilterBar
          search={<SearchField label="Search products" value={view.q} onChange={(q) => update({ q })} inputRef={searchRef} />}
          set={filtersSet(view)}
          onClear={hasFilters(view) ? () => update(NO_FILTERS) : undefined}
        >
          <ProductFilters filters={view} onChange={update} />
        </FilterBar>
        <ProductsList view={view} query={query} onChange={update} onClear={clear} onImport={() => setImporting(true)} />
      </Stack>
      {importing && <ImportDialog onClose={() => setImporting(false)} />}
    </Page>
  );
}
