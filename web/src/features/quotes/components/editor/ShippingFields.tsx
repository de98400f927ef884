import InputAdornment from '@mui/material/InputAdornment';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { memo, type Dispatch } from 'react';
import type { FieldMessages } from '../../lib/editor/errors';
import { shippingPence, type Charges } from '@/lib/quote-totals';
import type { Action } from '../../lib/editor/reducer';
import { formatPence } from './money-text';

type Props = { shipping: Charges; errors: FieldMessages; readOnly: boolean; dispatch: Dispatch<Action> };

const FIELDS: { field: keyof Charges; label: string; money: boolean }[] = [
  { field: 'loads', label: 'Loads', money: false },
  { field: 'pricePerLoad', label: 'Price per load', money: true },
  { field: 'partLoad', label: 'Part-load charge', money: true },
  { field: 'offloading', label: 'Offloading charge', money: true },
];

const pound = { input: { startAdornment: <InputAdornment position="start">£</InputAdornment> } };

/** Delivery charges: full loads at a price each, plus part-load and offloading charges. */
export const ShippingFields = memo(function ShippingFields({ shipping, errors, readOnly, dispatch }: Props) {
  return (
    <>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        {FIELDS.map(({ field, label, money }) => (
          <TextField
            key={field}
            label={label}
            size="small"
            value={shipping[field]}
            onChange={(event) => dispatch({ type: 'shipping', patch: { [field]: event.target.value } })}
            error={!!errors[`shipping.${field}`]}
            helperText={errors[`shipping.${field}`]}
            disabled={readOnly}
            slotProps={{ ...(money ? pound : {}), htmlInput: { inputMode: money ? 'decimal' : 'numeric' } }}
          />
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        Delivery: {formatPence(shippingPence(shipping))}
      </Typography>
    </>
  );
});
