import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { ProductOut } from '@/lib/api/types';
import { formatMoney } from '@/lib/money';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useProductSearch } from '../../api/search-products';
import { PRICE_UNIT_LABELS } from '../../lib/units';

type Props = { onPick: (product: ProductOut) => void; disabled?: boolean };

const label = (product: ProductOut) => `${product.code} · ${product.name}`;

/** Type two or more characters of a code, name or colour; Enter (or a click) adds the highlighted product. */
export function ProductSearch({ onPick, disabled }: Props) {
  const [input, setInput] = useState('');
  const q = useDebouncedValue(input.trim(), 200);
  const search = useProductSearch(q);
  const searching = q.length >= 2;
  const options = searching ? (search.data ?? []) : [];
  return (
    <Autocomplete<ProductOut>
      value={null}
      onChange={(_, picked) => {
        if (!picked) return;
        onPick(picked);
        setInput('');
      }}
      inputValue={input}
      onInputChange={(_, next, reason) => reason !== 'reset' && setInput(next)}
      options={options}
      autoHighlight
      getOptionLabel={label}
      getOptionKey={(option) => option.product_id}
      filterOptions={(all) => all}
      loading={searching && search.isFetching}
      noOptionsText={searching ? `No product matches “${q}”.` : 'Type two or more characters of a code, name or colour.'}
      renderOption={({ key, ...props }, product) => (
        <Box component="li" key={key} {...props} sx={{ display: 'block !important' }}>
          <Typography variant="body2">{label(product)}</Typography>
          <Typography variant="caption" color="text.secondary">
            {product.supplier_name} · cost {formatMoney(product.cost_price)} · list {formatMoney(product.list_price)}{' '}
            {PRICE_UNIT_LABELS[product.selling_unit]}
          </Typography>
        </Box>
      )}
      disabled={disabled}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Add a product"
          size="small"
          placeholder="Code, name or colour"
          error={search.isError}
          helperText={search.isError ? 'The search failed; try again.' : undefined}
        />
      )}
      sx={{ flex: 1, minWidth: 260, maxWidth: 520 }}
    />
  );
}
