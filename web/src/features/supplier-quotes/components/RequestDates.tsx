import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { isoDay } from '@/lib/format';
import type { SupplierQuoteOut } from '../api/types';
import type { DatesEdit } from '../lib/edit-body';
import { DateField } from '@/components/DateField';

export type RequestDatesValue = DatesEdit;

export const requestDatesOf = (quote: SupplierQuoteOut): RequestDatesValue => ({
  required_on_site: quote.required_on_site ?? '',
  response_deadline: quote.response_deadline ?? '',
});

type Props = {
  value: RequestDatesValue;
  onChange: (next: RequestDatesValue) => void;
  /** The API's message for each field, when a save was refused. */
  errors: Partial<Record<keyof RequestDatesValue, string>>;
  disabled: boolean;
};

/** One of the dates: a day box showing the API's message for its field. */
function DayBox({
  name,
  label,
  value,
  onChange,
  errors,
  disabled,
}: Props & { name: keyof RequestDatesValue; label: string }) {
  return (
    <DateField
      size="small"
      label={label}
      value={value[name]}
      disabled={disabled}
      onChange={(day) => onChange({ ...value, [name]: day })}
      error={!!errors[name]}
      helperText={errors[name]}
    />
  );
}

/**
 * When the goods are wanted and by when the supplier should answer, changeable while the request is a draft or
 * waiting for the answer: a reply-by date that has passed would open the supplier's page closed.
 */
export function RequestDates(props: Props) {
  const { value, errors } = props;
  const passed = value.response_deadline !== '' && value.response_deadline < isoDay();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
      <DayBox {...props} name="required_on_site" label="Required on site" />
      <DayBox {...props} name="response_deadline" label="Reply by" />
      {passed && !errors.response_deadline && (
        <Alert severity="warning" sx={{ gridColumn: '1 / -1' }}>
          The reply-by date has passed: choose a later day and save before sending, or the supplier’s page opens closed.
        </Alert>
      )}
    </Box>
  );
}
