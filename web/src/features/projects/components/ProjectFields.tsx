import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  Controller,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form';
import { AccountManagerField } from '@/components/AccountManagerField';
import type { ProjectDetailOut } from '@/lib/api/types';
import type { ProjectValues } from '../api/project-form';
import { STAGE_LABELS, STAGES } from '../lib/stages';
import { describeAddress, SiteAddressField } from './SiteAddressField';
import { OrganisationField } from './OrganisationField';
import { DateField } from '@/components/DateField';

type Props = {
  control: Control<ProjectValues>;
  register: UseFormRegister<ProjectValues>;
  errors: FieldErrors<ProjectValues>;
  setValue: UseFormSetValue<ProjectValues>;
  /** The new project form takes the Glenigan id; a project's screen edits it on its own. */
  withGlenigan?: boolean;
  autoFocus?: boolean;
  /** The saved project, for the names of its site and account manager while their lists load. */
  project?: ProjectDetailOut;
};

const full = { gridColumn: { sm: '1 / -1' } };

/** Name, reference, stage, customer and site, size, dates, description and account manager. */
export function ProjectFields({ control, register, errors, setValue, withGlenigan = false, autoFocus, project }: Props) {
  const customer = useWatch({ control, name: 'customer_id' });
  const field = (name: 'name' | 'reference' | 'glenigan_id' | 'number_of_plots' | 'estimated_value' | 'description') => ({
    error: !!errors[name],
    helperText: errors[name]?.message,
    ...register(name),
  });
  const date = (name: 'start_date' | 'end_date', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field: day }) => (
        <DateField
          label={label}
          name={day.name}
          inputRef={day.ref}
          value={day.value ?? ''}
          onChange={day.onChange}
          onBlur={day.onBlur}
          error={!!errors[name]}
          helperText={errors[name]?.message}
        />
      )}
    />
  );

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <Box sx={full}>
        <TextField label="Name" required autoFocus={autoFocus} autoComplete="off" {...field('name')} />
      </Box>
      <TextField label="Reference" autoComplete="off" {...field('reference')} />
      {withGlenigan && <TextField label="Glenigan id" autoComplete="off" {...field('glenigan_id')} />}
      <Controller
        control={control}
        name="stage"
        render={({ field: stage }) => (
          <TextField select label="Stage" {...stage}>
            {STAGES.map((value) => (
              <MenuItem key={value} value={value}>
                {STAGE_LABELS[value]}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        control={control}
        name="customer_id"
        render={({ field: picker, fieldState }) => (
          <OrganisationField
            kind="customer"
            label="Customer"
            value={picker.value}
            onChange={(next) => {
              picker.onChange(next);
              // The site is one of the customer's addresses: another customer, another site.
              if (next?.id !== picker.value?.id) setValue('site_address_id', '', { shouldDirty: true });
            }}
            onBlur={picker.onBlur}
            inputRef={picker.ref}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="site_address_id"
        render={({ field: site, fieldState }) => (
          <SiteAddressField
            customerId={customer?.id ?? null}
            value={site.value}
            onChange={site.onChange}
            onBlur={site.onBlur}
            error={fieldState.error?.message}
            current={project?.site_address ? { id: project.site_address.id, label: describeAddress(project.site_address) } : null}
          />
        )}
      />
      <TextField label="Number of plots" inputMode="numeric" autoComplete="off" {...field('number_of_plots')} />
      <TextField
        label="Estimated value"
        inputMode="decimal"
        autoComplete="off"
        slotProps={{ input: { startAdornment: <InputAdornment position="start">£</InputAdornment> } }}
        {...field('estimated_value')}
      />
      {date('start_date', 'Start date')}
      {date('end_date', 'End date')}
      <Controller
        control={control}
        name="account_manager_id"
        render={({ field: manager, fieldState }) => (
          <AccountManagerField
            value={manager.value}
            onChange={manager.onChange}
            error={fieldState.error?.message}
            currentName={project?.account_manager_name}
          />
        )}
      />
      <Box sx={full}>
        <TextField label="Description" multiline minRows={3} {...field('description')} />
      </Box>
    </Box>
  );
}
