import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { placeServerErrors } from '@/lib/form-errors';
import { requiredText } from '@/lib/validation';

const noteSchema = z.object({ note: requiredText(10000) });
type NoteValues = z.infer<typeof noteSchema>;

type Props = {
  label: string;
  initial?: string;
  submitLabel: string;
  pending: boolean;
  /** Resolves when saved; rejects with the API error. */
  onSubmit: (note: string) => Promise<unknown>;
  /** Shown with a Cancel button (and Escape) when editing. */
  onCancel?: () => void;
  /** Anything but a field error (e.g. 403) goes here. */
  onError: (error: unknown) => void;
  autoFocus?: boolean;
};

/** A note's text: Enter saves, Shift+Enter starts a new line, Escape cancels an edit. */
export function NoteEditor({ label, initial = '', submitLabel, pending, onSubmit, onCancel, onError, autoFocus }: Props) {
  const { register, handleSubmit, reset, setError, formState } = useForm<NoteValues>({
    resolver: zodResolver(noteSchema),
    defaultValues: { note: initial },
  });

  const submit = handleSubmit((values) =>
    onSubmit(values.note).then(
      () => reset({ note: onCancel ? values.note : '' }),
      (error: unknown) => {
        if (placeServerErrors(error, setError, ['note']) !== 'placed') onError(error);
      },
    ),
  );

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    } else if (event.key === 'Escape' && onCancel) {
      event.preventDefault();
      onCancel();
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={1} aria-label={label}>
      <TextField
        label={label}
        multiline
        minRows={2}
        autoFocus={autoFocus}
        error={!!formState.errors.note}
        helperText={formState.errors.note?.message ?? 'Enter saves, Shift+Enter starts a new line.'}
        onKeyDown={onKeyDown}
        {...register('note')}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {onCancel && (
          <Button onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        )}
        <Button type="submit" variant="contained" loading={pending}>
          {submitLabel}
        </Button>
      </Stack>
    </Stack>
  );
}
