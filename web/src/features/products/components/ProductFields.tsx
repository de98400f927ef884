import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Controller, useWatch, type Control } from 'react-hook-form';
import {
  CATEGORIES,
  CATEGORY_LABELS,
  COMMON_COLOURS,
  SELLING_UNITS,
  STATUS_LABELS,
  STATUSES,
  UNIT_LABELS,
} from '../lib/labels';
import { toPence } from '@/lib/money';
import { formatMargin, marginPercent } from '../lib/money';
import type { ProductValues } from '../lib/product-form';
import { SupplierPicker } from './SupplierPicker';
import { DateField } from '@/components/DateField';

type Props = { control: Control<ProductValues>; autoFocus?: boolean };

type TextName = Exclude<keyof ProductValues, 'supplier'>;

/**
 * A text field of the form. Each field subscribes to its own value and error only, so typing in one (and the
 * checks as you type after a first Save) redraws that field, not the whole form.
 */
function Text({ name, control, ...props }: Omit<TextFieldProps, 'name'> & { name: TextName; control: Control<ProductValues> }) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, value, ...field }, fieldState }) => (
        <TextField
          {...props}
          {...field}
          value={value ?? ''}
          inputRef={ref}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? props.helperText}
        />
      )}
    />
  );
}

const GRID = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } } as const;
const WHOLE_ROW = { gridColumn: '1 / -1' } as const;

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        {title}
      </Typography>
      <Box sx={GRID}>{children}</Box>
    </Box>
  );
}

/** The margin the typed prices give, as the API will work it out. */
function LiveMargin({ control }: { control: Control<ProductValues> }) {
  const [cost, list] = useWatch({ control, name: ['cost_price', 'list_price'] });
  const costPence = toPence(cost);
  const listPence = toPence(list);
  const margin = costPence !== null && listPence !== null ? marginPercent(costPence, listPence) : null;
  return (
    <Box role="status" aria-label="Margin" sx={{ alignSelf: 'center', px: 1 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Margin
      </Typography>
      <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', color: margin !== null && margin < 0 ? 'error.main' : undefined }}>
        {margin === null ? '—' : formatMargin(margin)}
      </Typography>
    </Box>
  );
}

const pounds = {
  input: { startAdornment: <InputAdornment position="start">£</InputAdornment> },
  htmlInput: { inputMode: 'decimal' },
} as const;
const whole = { htmlInput: { inputMode: 'numeric' } } as const;
const decimal = { htmlInput: { inputMode: 'decimal' } } as const;

/** Every field of a product but its equivalents, grouped as a buyer reads a price list. */
export function ProductFields({ control, autoFocus = false }: Props) {
  const choice = (name: 'category' | 'selling_unit' | 'status', label: string, options: readonly string[], labels: Record<string, string>) => (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, ...props }, fieldState }) => (
        <TextField select label={label} required inputRef={ref} {...props} error={!!fieldState.error} helperText={fieldState.error?.message}>
          {options.map((option) => (
            <MenuItem key={option} value={option}>
              {labels[option]}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Group title="Product">
        <Text name="code" control={control} label="Code" required autoFocus={autoFocus} />
        <Box sx={{ gridColumn: { md: 'span 2' } }}>
          <Text name="name" control={control} label="Name" required />
        </Box>
        <Controller
          name="supplier"
          control={control}
          render={({ field: { ref, value, onChange, onBlur }, fieldState }) => (
            <SupplierPicker value={value} onChange={onChange} onBlur={onBlur} inputRef={ref} required error={fieldState.error?.message} />
          )}
        />
        <Text name="manufacturer_ref" control={control} label="Manufacturer’s reference" />
        {choice('category', 'Category', CATEGORIES, CATEGORY_LABELS)}
      </Group>
      <Group title="Appearance and size">
        <Controller
          name="colour"
          control={control}
          render={({ field: { ref, value, onChange, onBlur }, fieldState }) => (
            <Autocomplete
              freeSolo
              options={COMMON_COLOURS}
              inputValue={value}
              onInputChange={(_, next) => onChange(next)}
              onBlur={onBlur}
              renderInput={(params) => (
                <TextField {...params} label="Colour" inputRef={ref} error={!!fieldState.error} helperText={fieldState.error?.message} />
              )}
            />
          )}
        />
        <Text name="texture" control={control} label="Texture" placeholder="e.g. Smooth, Rustic, Sandfaced" />
        <Box />
        <Text name="length_mm" control={control} label="Length (mm)" slotProps={whole} />
        <Text name="width_mm" control={control} label="Width (mm)" slotProps={whole} />
        <Text name="height_mm" control={control} label="Height (mm)" slotProps={whole} />
      </Group>
      <Group title="Selling and handling">
        {choice('selling_unit', 'Selling unit', SELLING_UNITS, UNIT_LABELS)}
        <Text name="units_per_pack" control={control} label="Units per pack" slotProps={whole} />
        <Text name="units_per_pallet" control={control} label="Units per pallet" slotProps={whole} />
        <Text name="weight_kg" control={control} label="Weight per unit (kg)" slotProps={decimal} />
      </Group>
      <Group title="Price and supply">
        <Text name="cost_price" control={control} label="Cost price" required slotProps={pounds} />
        <Text name="list_price" control={control} label="List price" required slotProps={pounds} />
        <LiveMargin control={control} />
        <Controller
          name="price_valid_until"
          control={control}
          render={({ field: { ref, value, ...field }, fieldState }) => (
            <DateField
              {...field}
              label="Price valid until"
              value={value ?? ''}
              inputRef={ref}
              error={!!fieldState.error}
              helperText={fieldState.error?.message}
            />
          )}
        />
        <Text name="lead_time_days" control={control} label="Lead time (days)" slotProps={whole} />
        {choice('status', 'Status', STATUSES, STATUS_LABELS)}
      </Group>
      <Box sx={GRID}>
        <Box sx={WHOLE_ROW}>
          <Text name="description" control={control} label="Description" multiline minRows={2} />
        </Box>
        <Box sx={WHOLE_ROW}>
          <Text
            name="specification"
            control={control}
            label="Specification"
            multiline
            minRows={3}
            placeholder="Standards, strength, water absorption, frost resistance…"
          />
        </Box>
      </Box>
    </Box>
  );
}
