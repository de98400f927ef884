import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { HaulageBasis } from '../../api/types';
import type { KeyInCharges as Charges, Problems } from '../../lib/key-in';
import { HAULAGE_BASIS_LABELS } from '../../lib/status';

const FIELDS = [
  ['haulage_amount', 'Haulage amount', 150],
  ['loads', 'Loads', 90],
  ['part_load_surcharge', 'Part-load surcharge', 150],
  ['offload_charge', 'Offload charge', 150],
  ['pallets', 'Pallets', 90],
  ['pallet_charge', 'Charge per pallet', 150],
  ['pallet_refund', 'Refund per pallet', 150],
] as const;

/** The charges a supplier or haulier quoted on top of the goods: at a desk in a row, on a phone two to a row. */
export function KeyInCharges({ charges, problems, onChange }: { charges: Charges; problems: Problems; onChange: (charges: Charges) => void }) {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <TextField
        select
        fullWidth={false}
        size="small"
        label="Haulage"
        value={charges.haulage_basis}
        onChange={(event) => onChange({ ...charges, haulage_basis: event.target.value as HaulageBasis })}
        sx={{ minWidth: 160, width: { xs: '100%', sm: 'auto' } }}
      >
        {Object.entries(HAULAGE_BASIS_LABELS).map(([value, label]) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      {FIELDS.map(([field, label, width]) => (
        <TextField
          key={field}
          size="small"
          label={label}
          value={charges[field]}
          onChange={(event) => onChange({ ...charges, [field]: event.target.value })}
          error={!!problems[`charges.${field}`]}
          helperText={problems[`charges.${field}`]}
          sx={{ width: { xs: 'calc(50% - 8px)', sm: width } }}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      ))}
    </Stack>
  );
}
