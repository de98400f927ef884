import { zodResolver } from '@hookform/resolvers/zod';
import { VersionedForm } from '@/components/VersionedForm';
import type { ProductDetailOut } from '@/lib/api/types';
import { useVersionedForm } from '@/lib/use-versioned-form';
import { useUpdateProduct } from '../api/update-product';
import {
  PRODUCT_FIELDS,
  productSchema,
  toFormError,
  toProductFields,
  toProductValues,
  type CheckedProduct,
  type ProductValues,
} from '../lib/product-form';
import { ProductFields } from './ProductFields';

type Props = { product: ProductDetailOut; onReload: () => Promise<ProductDetailOut | undefined> };

const sameFields = (a: ProductDetailOut, b: ProductDetailOut) => {
  const [left, right] = [toProductValues(a), toProductValues(b)];
  return PRODUCT_FIELDS.every((field) => JSON.stringify(left[field]) === JSON.stringify(right[field]));
};

/**
 * The product's details, edited in place. The save carries the version the edit started from, so a save after
 * someone else's change answers 409 and the form offers Reload instead of overwriting. Equivalents go along
 * as stored (their own section changes them).
 */
export function ProductDetailsForm({ product, onReload }: Props) {
  const mutation = useUpdateProduct();
  const edit = useVersionedForm<ProductDetailOut, ProductValues, CheckedProduct>({
    record: product,
    resolver: zodResolver(productSchema),
    toValues: toProductValues,
    sameFields,
    fields: PRODUCT_FIELDS,
    save: (values, version) =>
      mutation
        .mutateAsync({
          productId: product.product_id,
          body: { ...toProductFields(values), equivalent_ids: product.equivalents.map((e) => e.product_id), version },
        })
        .catch((error: unknown) => {
          throw toFormError(error);
        }),
    message: (saved) => `${saved.code} ${saved.name} was saved.`,
    onReload,
  });
  const { control, formState } = edit.form;

  return (
    <VersionedForm
      label="Details"
      conflict={edit.conflict}
      saving={edit.saving}
      isDirty={formState.isDirty}
      onSubmit={edit.onSubmit}
      onReload={edit.reload}
      onDiscard={edit.discard}
    >
      <ProductFields control={control} />
    </VersionedForm>
  );
}
