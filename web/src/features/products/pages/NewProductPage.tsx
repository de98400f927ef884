import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useLeaveGuard } from '@/components/LeaveGuard';
import { Page } from '@/components/Page';
import type { ProductRef } from '@/lib/api/types';
import { placeServerErrors } from '@/lib/form-errors';
import { errorMessage, isApiError } from '@/lib/http';
import { useSnackbar } from '@/lib/snackbar';
import { useCreateProduct } from '../api/create-product';
import { EquivalentsField } from '../components/EquivalentsField';
import { ProductFields } from '../components/ProductFields';
import { productPath } from '../lib/format';
import {
  EMPTY_PRODUCT,
  PRODUCT_FIELDS,
  productSchema,
  toFormError,
  toProductFields,
  type CheckedProduct,
  type ProductValues,
} from '../lib/product-form';

/** /products/new: a product of one supplier; saved, it opens on its own screen. */
export default function NewProductPage() {
  const navigate = useNavigate();
  const mutation = useCreateProduct();
  const { showSuccess, showError } = useSnackbar();
  const [equivalents, setEquivalents] = useState<ProductRef[]>([]);
  const [equivalentsError, setEquivalentsError] = useState<string | undefined>();
  const { control, handleSubmit, setError, formState } = useForm<ProductValues, unknown, CheckedProduct>({
    resolver: zodResolver(productSchema),
    defaultValues: EMPTY_PRODUCT,
  });

  const guard = useLeaveGuard(formState.isDirty || equivalents.length > 0);

  const onSubmit = handleSubmit((values) => {
    setEquivalentsError(undefined);
    return mutation
      .mutateAsync({ ...toProductFields(values), equivalent_ids: equivalents.map((product) => product.product_id) })
      .then(
        (saved) => {
          showSuccess(`${saved.code} ${saved.name} was added.`);
          guard.release();
          void navigate(productPath(saved.product_id));
        },
        (failure: unknown) => {
          const error = toFormError(failure);
          const onEquivalents = isApiError(error) ? error.errors.find((e) => e.field === 'equivalents') : undefined;
          setEquivalentsError(onEquivalents?.message);
          const outcome = placeServerErrors(error, setError, PRODUCT_FIELDS);
          if (outcome !== 'placed' && !onEquivalents) showError(errorMessage(error));
        },
      );
  });

  return (
    <Page title="New product" maxWidth={1100}>
      <Paper elevation={0} sx={{ p: { xs: 2, md: 3 }, border: 1, borderColor: 'divider' }}>
        <Stack component="form" noValidate onSubmit={onSubmit} spacing={3} aria-label="New product">
          {guard.dialog}
          <ProductFields control={control} autoFocus />
          <EquivalentsField value={equivalents} onChange={setEquivalents} error={equivalentsError} />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button component={RouterLink} to="/products" disabled={mutation.isPending} onClick={guard.release}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" loading={mutation.isPending}>
              Create
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Page>
  );
}
