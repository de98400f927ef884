import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { PRIORITIES, PRIORITY_LABELS } from '../lib/format';
import type { TaskValues } from '../lib/task-form';
import { LinksField } from './LinksField';
import { DateTimeField } from '@/components/DateTimeField';

type Props = {
  control: Control<TaskValues>;
  register: UseFormRegister<TaskValues>;
  errors: FieldErrors<TaskValues>;
  autoFocus?: boolean;
};

/** Title, description, priority, due date and time, and the linked records. */
export function TaskFields({ control, register, errors, autoFocus }: Props) {
  return (
    <Stack spacing={2.5}>
      <TextField label="Title" required autoFocus={autoFocus} {...register('title')} error={!!errors.title} helperText={errors.title?.message} />
      <TextField label="Description" multiline minRows={3} {...register('description')} error={!!errors.description} helperText={errors.description?.message} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Controller
          control={control}
          name="priority"
          render={({ field }) => (
            <TextField select label="Priority" {...field} error={!!errors.priority} helperText={errors.priority?.message} sx={{ minWidth: 160 }}>
              {PRIORITIES.map((priority) => (
                <MenuItem key={priority} value={priority}>
                  {PRIORITY_LABELS[priority]}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          control={control}
          name="due_at"
          render={({ field }) => (
            <Box sx={{ minWidth: 260 }}>
              <DateTimeField
                label="Due"
                name={field.name}
                inputRef={field.ref}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={!!errors.due_at}
                helperText={errors.due_at?.message}
              />
            </Box>
          )}
        />
      </Stack>
      <Controller
        control={control}
        name="links"
        render={({ field }) => <LinksField value={field.value} onChange={field.onChange} error={errors.links?.message} />}
      />
    </Stack>
  );
}
