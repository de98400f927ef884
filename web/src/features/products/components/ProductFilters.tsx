import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import type { Category, SellingUnit } from '@/lib/api/types';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useSupplierSearch, useSuppliersById } from '../api/search-suppliers';
import { CATEGORIES, CATEGORY_LABELS, COMMON_COLOURS, SELLING_UNITS, STATUS_LABELS, STATUSES, UNIT_LABELS } from '../lib/labels';
import { toPence } from '@/lib/money';
import type { SupplierChoice } from '../lib/product-form';
import type { ProductFilters as Filters } from '../lib/use-product-view';
import { PriceField } from './PriceField';

type Props = { filters: Filters; onChange: (changes: Partial<Filters>) => void };

/** Side by side on a laptop screen, wrapping on smaller ones. */
const width = (px: number) => ({ width: { xs: '100%', sm: px } }) as const;

function SupplierFilter({ ids, onChange }: { ids: number[]; onChange: (ids: number[]) => void }) {
  const [input, setInput] = useState('');
  const q = useDebouncedValue(input.trim(), 250);
  const search = useSupplierSearch(q, q !== '');
  const named = useSuppliersById(ids);
  // A new value resets what is typed: the chips change only when the suppliers or their names do.
  const names = named.map((query) => query.data?.name ?? '').join('\n');
  const value: SupplierChoice[] = useMemo(() => {
    const known = names.split('\n');
    return ids.map((id, index) => ({ id, name: known[index] || `Supplier ${id}` }));
  }, [ids, names]);
  return (
    <Autocomplete
      multiple
      size="small"
      value={value}
      onChange={(_, next) => onChange(next.map((supplier) => supplier.id))}
      inputValue={input}
      onInputChange={(_, next) => setInput(next)}
      options={q ? (search.data ?? []) : []}
      getOptionLabel={(option) => option.name}
      getOptionKey={(option) => option.id}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      filterOptions={(all) => all}
      filterSelectedOptions
      loading={q !== '' && search.isFetching}
      noOptionsText={q ? `No supplier matches “${q}”.` : 'Type a supplier’s name.'}
      renderInput={(params) => <TextField {...params} label="Supplier" />}
      sx={width(210)}
    />
  );
}

function ChoiceFilter<T extends string>({
  label,
  options,
  labels,
  value,
  onChange,
  px,
}: {
  label: string;
  options: readonly T[];
  labels: Record<T, string>;
  value: T[];
  onChange: (value: T[]) => void;
  px: number;
}) {
  return (
    <Autocomplete
      multiple
      size="small"
      value={value}
      onChange={(_, next) => onChange(next)}
      options={options}
      getOptionLabel={(option) => labels[option]}
      filterSelectedOptions
      renderInput={(params) => <TextField {...params} label={label} />}
      sx={width(px)}
    />
  );
}

/** Narrow the list by supplier, category, colour, selling unit, status and list price (the boxes of the page's `FilterBar`). */
export function ProductFilters({ filters, onChange }: Props) {
  const { minPrice, maxPrice } = filters;
  const checks = useMemo(() => {
    const pence = (amount: string) => toPence(amount) ?? 0;
    return {
      min: (amount: string) =>
        maxPrice && pence(amount) > pence(maxPrice) ? 'The lowest price must not be above the highest.' : null,
      max: (amount: string) =>
        minPrice && pence(amount) < pence(minPrice) ? 'The highest price must not be below the lowest.' : null,
    };
  }, [minPrice, maxPrice]);

  return (
    <>
      <SupplierFilter ids={filters.suppliers} onChange={(suppliers) => onChange({ suppliers })} />
      <ChoiceFilter<Category>
        label="Category"
        options={CATEGORIES}
        labels={CATEGORY_LABELS}
        px={210}
        value={filters.categories}
        onChange={(categories) => onChange({ categories })}
      />
      <Autocomplete
        multiple
        freeSolo
        size="small"
        value={filters.colours}
        onChange={(_, next) => onChange({ colours: [...new Set(next.map((colour) => colour.trim()).filter(Boolean))] })}
        options={COMMON_COLOURS}
        filterSelectedOptions
        autoSelect
        renderInput={(params) => <TextField {...params} label="Colour" />}
        sx={width(170)}
      />
      <ChoiceFilter<SellingUnit>
        label="Selling unit"
        options={SELLING_UNITS}
        labels={UNIT_LABELS}
        px={160}
        value={filters.units}
        onChange={(units) => onChange({ units })}
      />
      <TextField
        select
        size="small"
        label="Status"
        fullWidth={false}
        value={filters.status ?? ''}
        onChange={(event) => {
          const status = STATUSES.find((option) => option === event.target.value) ?? null;
          onChange({ status });
        }}
        sx={width(130)}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">Any</MenuItem>
        {STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {STATUS_LABELS[status]}
          </MenuItem>
        ))}
      </TextField>
      <PriceField label="List price from" value={minPrice} onChange={(value) => onChange({ minPrice: value })} check={checks.min} />
      <PriceField label="List price to" value={maxPrice} onChange={(value) => onChange({ maxPrice: value })} check={checks.max} />
    </>
  );
}
