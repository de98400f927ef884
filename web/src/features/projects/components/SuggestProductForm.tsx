import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { ProductPicker } from '@/components/product-picker';
import type { ProductOut } from '@/lib/api/types';
import { placeServerErrors } from '@/lib/form-errors';
import { errorMessage } from '@/lib/http';
import { useSnackbar } from '@/lib/snackbar';
import { messages, optionalAmount, optionalText } from '@/lib/validation';
import { useSuggestProduct } from '../api/suggested-products';

const schema = z.object({
  product_id: z
    .custom<ProductOut | null>()
    .refine((value): boolean => value !== null && value !== undefined, messages.required),
  quantity: optionalAmount(2),
  note: optionalText(500),
});
type Values = z.infer<typeof schema>;
const FIELDS = ['product_id', 'quantity', 'note'] as const;

/** Suggest a catalogue product for the project, with how much the job may need and why. */
export function SuggestProductForm({ projectId }: { projectId: number }) {
  const mutation = useSuggestProduct();
  const { showSuccess, showError } = useSnackbar();
  const { control, register, handleSubmit, reset, setError, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { product_id: null, quantity: '', note: '' },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit((values) => {
    const product = values.product_id as ProductOut;
    return mutation
      .mutateAsync({
        project_id: projectId,
        product_id: product.product_id,
        quantity: values.quantity === '' ? null : values.quantity.replace(/[£,\s]/g, ''),
        note: values.note,
      })
      .then(
        () => {
          showSuccess(`${product.name} was suggested for the project.`);
          reset();
        },
        (error: unknown) => {
          if (placeServerErrors(error, setError, FIELDS) !== 'placed') showError(errorMessage(error));
        },
      );
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label="Suggest a product"
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '3fr 1fr 2fr auto' }, alignItems: 'start' }}
    >
      <Controller
        control={control}
        name="product_id"
        render={({ field, fieldState }) => (
          <ProductPicker
            label="Product"
            value={field.value ?? null}
            onChange={field.onChange}
            onClear={() => field.onChange(null)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error?.message}
            search={{ activeOnly: true }}
          />
        )}
      />
      <TextField
        size="small"
        label="Quantity"
        inputMode="decimal"
        autoComplete="off"
        error={!!errors.quantity}
        helperText={errors.quantity?.message}
        {...register('quantity')}
      />
      <TextField
        size="small"
        label="Note"
        autoComplete="off"
        error={!!errors.note}
        helperText={errors.note?.message}
        {...register('note')}
      />
      <Button type="submit" variant="outlined" startIcon={<AddIcon />} loading={mutation.isPending} sx={{ mt: 0.25 }}>
        Suggest
      </Button>
    </Box>
  );
}
