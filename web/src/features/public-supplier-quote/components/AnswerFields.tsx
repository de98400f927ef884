import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { memo } from 'react';
import { DateField } from '@/components/DateField';

type Props = {
  validUntil: string;
  notes: string;
  errors: Partial<Record<string, string>>;
  readOnly: boolean;
  onChange: (field: 'validUntil' | 'notes', value: string) => void;
};

/** What holds for the whole answer: how long the prices stand and the supplier's notes to the buyer. */
export const AnswerFields = memo(function AnswerFields({ validUntil, notes, errors, readOnly, onChange }: Props) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '220px minmax(0, 1fr)' } }}>
      <DateField
        label="Prices valid until"
        size="small"
        value={validUntil}
        disabled={readOnly}
        onChange={(value) => onChange('validUntil', value)}
        error={!!errors.valid_until}
        helperText={errors.valid_until ?? 'Empty: 30 days from when you submit'}
      />
      <TextField
        label="Notes to the buyer"
        multiline
        minRows={2}
        size="small"
        value={notes}
        disabled={readOnly}
        onChange={(event) => onChange('notes', event.target.value)}
        error={!!errors.supplier_notes}
        helperText={errors.supplier_notes}
      />
    </Box>
  );
});
