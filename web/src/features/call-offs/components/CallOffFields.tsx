import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { QueryKey } from '@tanstack/react-query';
import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { DateField } from '@/components/DateField';
import { RecordPicker, type PickerOption } from '@/components/RecordPicker';
import { haulierSearchKey, searchHauliers, searchWorks, worksSearchKey } from '../api/filter-options';
import { LOAD_TYPES, OFFLOADS, VEHICLES, WINDOWS, type CallOffValues } from '../lib/call-off-form';
import { LOAD_LABELS, OFFLOAD_LABELS, VEHICLE_LABELS, WINDOW_LABELS } from '../lib/status';

type Props = { control: Control<CallOffValues>; register: UseFormRegister<CallOffValues>; errors: FieldErrors<CallOffValues> };

const LABELS = {
  window: WINDOW_LABELS,
  vehicle: VEHICLE_LABELS,
  load_type: LOAD_LABELS,
  offload_method: { '': 'To be agreed', ...OFFLOAD_LABELS },
} as const;
const CHOICES = { window: WINDOWS, vehicle: VEHICLES, load_type: LOAD_TYPES, offload_method: OFFLOADS } as const;

/** Dates, window, site and contact, offload, vehicle and load, notes: the fields of adding and editing a call-off. */
export function CallOffFields({ control, register, errors }: Props) {
  const text = (name: keyof CallOffValues, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      {...register(name)}
      label={label}
      size="small"
      error={!!errors[name]}
      helperText={errors[name]?.message}
      {...extra}
    />
  );
  const select = (name: keyof typeof CHOICES, label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField {...field} select size="small" label={label} error={!!errors[name]} helperText={errors[name]?.message}>
          {CHOICES[name].map((value) => (
            <MenuItem key={value} value={value}>
              {(LABELS[name] as Record<string, string>)[value]}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
  const picker = (
    name: 'works' | 'haulier',
    label: string,
    search: (q: string, signal: AbortSignal) => Promise<PickerOption[]>,
    searchKey: QueryKey,
    noun: string,
    hint: string,
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <RecordPicker
          label={label}
          size="small"
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          search={search}
          searchKey={searchKey}
          noun={noun}
          hint={hint}
          error={errors[name]?.message}
        />
      )}
    />
  );
  const date = (name: 'requested_date' | 'booked_date', label: string, required = false) => (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, value, ...field } }) => (
        <DateField
          {...field}
          value={value ?? ''}
          inputRef={ref}
          label={label}
          size="small"
          required={required}
          error={!!errors[name]}
          helperText={errors[name]?.message}
        />
      )}
    />
  );
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}>
      {picker('works', 'Works (supplier)', searchWorks, worksSearchKey, 'supplier', "Type the works' name or town.")}
      {picker('haulier', 'Haulier', searchHauliers, haulierSearchKey, 'haulier', "Type a haulier's name.")}
      <span />
      {date('requested_date', 'Requested date', true)}
      {date('booked_date', 'Booked with the works')}
      {select('window', 'Window')}
      {text('site_contact_name', 'Site contact')}
      {text('site_contact_phone', 'Site contact phone')}
      {select('offload_method', 'Offload')}
      {text('site_address', 'Site address (blank: the order’s)')}
      {text('site_postcode', 'Site postcode')}
      {select('vehicle', 'Vehicle')}
      {select('load_type', 'Load')}
      {text('weight_kg', 'Weight, kg (blank: worked out)')}
      {text('pallets', 'Pallets (blank: worked out)')}
      <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {text('access_notes', 'Access notes', { multiline: true, minRows: 2 })}
        {text('notes', 'Notes', { multiline: true, minRows: 2 })}
      </Box>
    </Box>
  );
}
