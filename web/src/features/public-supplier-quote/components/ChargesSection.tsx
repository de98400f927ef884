import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { memo, useState } from 'react';
import type { HaulageBasis } from '../api/types';
import { chargeProblems, type ChargeField, type ChargesDraft } from '../lib/draft';
import { HAULAGE_LABELS } from '../lib/format';

type Props = {
  charges: ChargesDraft;
  errors: Partial<Record<string, string>>;
  showAll: boolean;
  readOnly: boolean;
  onChange: (field: ChargeField, value: string) => void;
};

const POUNDS = { input: { startAdornment: <InputAdornment position="start">£</InputAdornment> }, htmlInput: { inputMode: 'decimal' } };
const WHOLE = { htmlInput: { inputMode: 'numeric' } };

/** Haulage (per load, per delivery or included), the part-load surcharge, offload, pallets and their refund. */
export const ChargesSection = memo(function ChargesSection({ charges, errors, showAll, readOnly, onChange }: Props) {
  const [left, setLeft] = useState<ReadonlySet<string>>(() => new Set());
  const problems = chargeProblems(charges);
  const hauled = charges.haulage_basis !== 'included';
  const field = (name: ChargeField, label: string, slotProps: object, helper?: string) => {
    const error = errors[name] ?? (showAll || left.has(name) ? problems[name] : undefined);
    return (
      <TextField
        label={label}
        size="small"
        value={charges[name]}
        disabled={readOnly}
        onChange={(event) => onChange(name, event.target.value)}
        onBlur={() => setLeft((before) => new Set(before).add(name))}
        error={!!error}
        helperText={error ?? helper}
        slotProps={slotProps}
      />
    );
  };
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' } }}>
      <TextField
        select
        size="small"
        label="Haulage"
        value={charges.haulage_basis}
        disabled={readOnly}
        onChange={(event) => onChange('haulage_basis', event.target.value as HaulageBasis)}
      >
        {Object.entries(HAULAGE_LABELS).map(([value, label]) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      {hauled && field('haulage_amount', charges.haulage_basis === 'per_load' ? 'Haulage per load' : 'Haulage per delivery', POUNDS)}
      {hauled && field('loads', charges.haulage_basis === 'per_load' ? 'Loads' : 'Deliveries', WHOLE)}
      {field('part_load_surcharge', 'Part-load surcharge', POUNDS)}
      {field('offload_charge', 'Offload charge', POUNDS)}
      {field('pallets', 'Pallets', WHOLE)}
      {field('pallet_charge', 'Charge per pallet', POUNDS)}
      {field('pallet_refund', 'Refund per pallet returned', POUNDS, 'Shown on the totals, not deducted')}
      {errors.charges && (
        <Typography color="error" sx={{ gridColumn: '1 / -1' }}>
          {errors.charges}
        </Typography>
      )}
    </Box>
  );
});
