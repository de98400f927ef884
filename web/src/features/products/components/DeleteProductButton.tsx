import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import type { ProductDetailOut } from '@/lib/api/types';
import { useSnackbar } from '@/lib/snackbar';
import { useDeleteProduct } from '../api/delete-product';
import { deleteRefusal } from '@/lib/form-errors';

type Props = { product: ProductDetailOut; onDeleted: () => void };

/** Delete after a confirmation; the server's refusal stays in the open dialog. */
export function DeleteProductButton({ product, onDeleted }: Props) {
  const mutation = useDeleteProduct();
  const { showSuccess } = useSnackbar();
  const [open, setOpen] = useState(false);
  const title = `${product.code} ${product.name}`;

  const confirm = () =>
    mutation.mutate(product.product_id, {
      onSuccess: () => {
        setOpen(false);
        showSuccess(`${title} was deleted.`);
        onDeleted();
      },
    });

  return (
    <>
      <Button
        variant="outlined"
        color="error"
        startIcon={<DeleteIcon />}
        onClick={() => {
          mutation.reset();
          setOpen(true);
        }}
      >
        Delete
      </Button>
      <ConfirmDialog
        open={open}
        title={`Delete ${title}?`}
        confirmLabel="Delete"
        destructive
        pending={mutation.isPending}
        error={mutation.isError ? deleteRefusal(mutation.error, `${title} was not deleted`, 'Mark it discontinued instead to keep it out of new quotes.') : null}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      >
        {`${title} will be deleted with its price history, and it will no longer stand in for other products. This cannot be undone; mark it discontinued instead to keep it.`}
      </ConfirmDialog>
    </>
  );
}
