import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ProductPicker } from '@/components/product-picker';
import { Section } from '@/components/Section';
import { UndoSnackbar } from '@/components/UndoSnackbar';
import type { ProductDetailOut, ProductRef } from '@/lib/api/types';
import { errorMessage, isApiError } from '@/lib/http';
import { SECONDARY_COLUMN } from '@/lib/responsive';
import { useSnackbar } from '@/lib/snackbar';
import { EQUIVALENT_SEARCH } from '../api/query-products';
import { useUpdateProduct } from '../api/update-product';
import { formatUnitPrice, productPath } from '../lib/format';
import { equivalentsUpdate } from '../lib/product-form';
import { ProductLink, StatusChip } from './cells';
import { stackedOnPhone, useStackedRows } from '@/lib/stacked-rows';

type Props = { product: ProductDetailOut; onReload: () => Promise<ProductDetailOut | undefined> };

/**
 * Products that can stand in for this one (the link goes both ways): each opens; add or remove them here. A removal
 * takes effect at once and offers Undo (which adds the product back) for a few seconds.
 */
export function EquivalentsSection({ product, onReload }: Props) {
  const stack = useStackedRows();
  const mutation = useUpdateProduct();
  const { showSuccess, showError } = useSnackbar();
  const [removed, setRemoved] = useState<ProductRef | null>(null);
  const ids = product.equivalents.map((equivalent) => equivalent.product_id);

  const save = (next: number[], done: string, onSaved?: () => void) =>
    mutation.mutate(
      { productId: product.product_id, body: equivalentsUpdate(product, next) },
      {
        onSuccess: onSaved ?? (() => showSuccess(done)),
        onError: (error) => {
          showError(errorMessage(error));
          // Someone else changed the product: show what is stored now, so the change can be made again.
          if (isApiError(error) && error.status === 409) void onReload();
        },
      },
    );

  const add = (picked: ProductRef) => save([...ids, picked.product_id], `${picked.code} ${picked.name} can now stand in.`);
  const remove = (equivalent: ProductRef) =>
    save(ids.filter((id) => id !== equivalent.product_id), '', () => setRemoved(equivalent));
  // Read at the click: the product (and its version) as saved by the removal.
  const undo = (equivalent: ProductRef) =>
    save([...ids, equivalent.product_id], `${equivalent.code} ${equivalent.name} is an equivalent again.`);

  return (
    <Section title="Equivalents">
      <Stack spacing={2}>
        {product.equivalents.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>
            No equivalents yet. Add products that can stand in for this one when it is out of stock or discontinued.
          </Typography>
        ) : (
          // In a box of its own: at 390 px the table widened the whole product screen, which then scrolled sideways.
          <TableContainer>
            <Table ref={stack} size="small" aria-label="Equivalents" sx={stackedOnPhone}>
              <TableHead>
                <TableRow>
                  <TableCell>Product</TableCell>
                  <TableCell sx={SECONDARY_COLUMN}>Supplier</TableCell>
                  <TableCell>List price</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell sx={{ width: 56 }} />
                </TableRow>
              </TableHead>
              <TableBody>
                {product.equivalents.map((equivalent) => (
                  <TableRow key={equivalent.product_id}>
                    <TableCell>
                      <ProductLink to={productPath(equivalent.product_id)}>
                        {equivalent.code} · {equivalent.name}
                      </ProductLink>
                    </TableCell>
                    <TableCell sx={SECONDARY_COLUMN}>{equivalent.supplier_name}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatUnitPrice(equivalent.list_price, equivalent.selling_unit)}</TableCell>
                    <TableCell>
                      <StatusChip status={equivalent.status} />
                    </TableCell>
                    <TableCell>
                      <IconButton
                        aria-label={`Remove ${equivalent.code} ${equivalent.name}`}
                        onClick={() => remove(equivalent)}
                        disabled={mutation.isPending}
                        size="small"
                      >
                        <CloseIcon fontSize="small" />
                      </IconButton>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        <ProductPicker
          label="Add an equivalent"
          onChange={add}
          search={EQUIVALENT_SEARCH}
          exclude={[product.product_id, ...ids]}
          disabled={mutation.isPending}
          sx={{ maxWidth: 480 }}
        />
      </Stack>
      <UndoSnackbar
        removed={removed}
        keyOf={(equivalent) => equivalent.product_id}
        message={(equivalent) => `${equivalent.code} ${equivalent.name} is no longer an equivalent.`}
        onUndo={undo}
        onClose={() => setRemoved(null)}
      />
    </Section>
  );
}
