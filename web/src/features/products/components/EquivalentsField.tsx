import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ProductOption, productLabel } from '@/components/product-picker';
import type { ProductRef } from '@/lib/api/types';
import { productSearchQueryOptions } from '@/lib/resources/product-search';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { EQUIVALENT_SEARCH } from '../api/query-products';

type Props = {
  value: ProductRef[];
  onChange: (value: ProductRef[]) => void;
  /** The product being edited: never its own equivalent. */
  excludeId?: number | null;
  error?: string;
  disabled?: boolean;
};

/** Products that can stand in for this one: search the catalogue by code, name or colour; each chosen is a chip. */
export function EquivalentsField({ value, onChange, excludeId = null, error, disabled }: Props) {
  const [input, setInput] = useState('');
  const q = useDebouncedValue(input.trim(), 250);
  const search = useQuery({ ...productSearchQueryOptions({ ...EQUIVALENT_SEARCH, q }), enabled: q !== '' });
  const found = (search.data ?? []).filter((product) => product.product_id !== excludeId);
  return (
    <Autocomplete
      multiple
      value={value}
      onChange={(_, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_, next, reason) => reason !== 'reset' && setInput(next)}
      options={q ? found : []}
      getOptionLabel={productLabel}
      getOptionKey={(option) => option.product_id}
      isOptionEqualToValue={(option, chosen) => option.product_id === chosen.product_id}
      filterOptions={(all) => all}
      filterSelectedOptions
      loading={q !== '' && search.isFetching}
      noOptionsText={q ? `No product matches “${q}”.` : 'Type a code, name or colour.'}
      renderOption={({ key, ...props }, option) => <ProductOption key={key} {...props} product={option} />}
      disabled={disabled}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Equivalents"
          placeholder={value.length ? '' : 'Products that can stand in for this one'}
          error={!!error || search.isError}
          helperText={error ?? (search.isError ? 'The search failed; try again.' : undefined)}
        />
      )}
    />
  );
}
