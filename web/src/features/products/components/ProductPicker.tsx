import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { ProductRef } from '@/lib/api/types';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useProductSearch } from '../api/search-products';
import { ProductOption, productLabel } from './ProductOptions';

type Props = {
  label: string;
  onPick: (product: ProductRef) => void;
  /** Products not to offer (the product itself, those already chosen). */
  exclude: readonly number[];
  excludeId: number | null;
  disabled?: boolean;
};

/** Search the catalogue and pick one product; the box empties for the next search. */
export function ProductPicker({ label, onPick, exclude, excludeId, disabled }: Props) {
  const [input, setInput] = useState('');
  const q = useDebouncedValue(input.trim(), 250);
  const search = useProductSearch(q, excludeId, q !== '');
  const options = q ? (search.data ?? []).filter((product) => !exclude.includes(product.product_id)) : [];
  return (
    <Autocomplete<ProductRef>
      value={null}
      onChange={(_, picked) => {
        if (!picked) return;
        onPick(picked);
        setInput('');
      }}
      inputValue={input}
      onInputChange={(_, next, reason) => reason !== 'reset' && setInput(next)}
      options={options}
      getOptionLabel={productLabel}
      getOptionKey={(option) => option.product_id}
      filterOptions={(all) => all}
      loading={q !== '' && search.isFetching}
      noOptionsText={q ? `No other product matches “${q}”.` : 'Type a code, name or colour.'}
      renderOption={({ key, ...props }, option) => <ProductOption key={key} {...props} product={option} />}
      disabled={disabled}
      blurOnSelect
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          size="small"
          error={search.isError}
          helperText={search.isError ? 'The search failed; try again.' : undefined}
        />
      )}
      sx={{ maxWidth: 480 }}
    />
  );
}
