import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useState, type Ref } from 'react';
import type { ProductOut } from '@/lib/api/types';
import { productSearchQueryOptions, type ProductSearch } from '@/lib/resources/product-search';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { ProductOption, productLabel } from './ProductOption';

type Props = {
  label: string;
  /**
   * The chosen product of a form field, which stays in the box. Left out, the picker only adds: each pick is
   * handed to `onChange` and the box empties for the next search.
   */
  value?: ProductOut | null;
  onChange: (product: ProductOut) => void;
  /** A form field's clearing (only with `value`). */
  onClear?: () => void;
  /** Active products only; how many matches to show. */
  search?: Omit<ProductSearch, 'q'>;
  /** Products never offered (the product itself, those already chosen). */
  exclude?: readonly number[];
  /** The search starts from this many characters (1). */
  minLength?: number;
  /** Show each match's cost beside its list price. */
  showCost?: boolean;
  placeholder?: string;
  error?: string;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
};

/**
 * Search the catalogue by code, name, colour or supplier and pick one product: the one picker of the product
 * screens, the quote editor and the project's suggestions. The matches load once typing pauses; the
 * highlighted one is picked with Enter or a click.
 */
export function ProductPicker({
  label,
  value,
  onChange,
  onClear,
  search = {},
  exclude = [],
  minLength = 1,
  showCost = false,
  placeholder,
  error,
  onBlur,
  inputRef,
  disabled,
  size = 'small',
  sx,
}: Props) {
  const keeps = value !== undefined;
  const [input, setInput] = useState('');
  const q = useDebouncedValue(input.trim(), 250);
  const searching = q.length >= minLength && !(value && q === productLabel(value));
  const matches = useQuery({ ...productSearchQueryOptions({ ...search, q }), enabled: searching });
  const found = (matches.data ?? []).filter((product) => !exclude.includes(product.product_id));
  const options = searching ? found : value ? [value] : [];
  const hint =
    minLength > 1 ? 'Type two or more characters of a code, name or colour.' : 'Type a code, name or colour.';

  return (
    <Autocomplete<ProductOut>
      value={value ?? null}
      onChange={(_, picked) => {
        if (!picked) {
          onClear?.();
          return;
        }
        onChange(picked);
        if (!keeps) setInput('');
      }}
      inputValue={input}
      // Choosing fills the box with the product's label: a form field keeps it, an adding picker empties.
      onInputChange={(_, next, reason) => (keeps || reason !== 'reset') && setInput(next)}
      options={options}
      autoHighlight
      getOptionLabel={productLabel}
      getOptionKey={(option) => option.product_id}
      isOptionEqualToValue={(option, chosen) => option.product_id === chosen.product_id}
      filterOptions={(all) => all}
      loading={searching && matches.isFetching}
      noOptionsText={searching ? `No product matches “${q}”.` : hint}
      renderOption={({ key, ...props }, option) => (
        <ProductOption key={key} {...props} product={option} showCost={showCost} />
      )}
      disabled={disabled}
      onBlur={onBlur}
      size={size}
      blurOnSelect={!keeps}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={placeholder}
          inputRef={inputRef}
          error={!!error || matches.isError}
          helperText={error ?? (matches.isError ? 'The search failed; try again.' : undefined)}
        />
      )}
      sx={sx}
    />
  );
}
