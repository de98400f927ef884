import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { useSnackbar } from '@/lib/snackbar';
import { useDeleteSupplierQuote } from '../api/edit-supplier-quote';
import type { SupplierQuoteOut } from '../api/types';
import { SUPPLIER_QUOTES_PATH } from '../lib/links';
import { LEAVE_UNASKED } from '@/components/LeaveGuard';
import { deleteRefusal } from '@/lib/form-errors';

/**
 * Delete a quote never sent, or withdraw a sent one (its link then says no prices are needed and the supplier can be
 * asked again), after a confirmation. Nothing is offered once ordered or withdrawn.
 */
export function RemoveQuoteButton({ quote }: { quote: SupplierQuoteOut }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteSupplierQuote();
  const navigate = useNavigate();
  const { showSuccess } = useSnackbar();
  if (quote.stored_status === 'ordered' || quote.stored_status === 'withdrawn') return null;
  const deleting = quote.sent_version === null;
  const close = () => {
    setConfirming(false);
    remove.reset();
  };
  // Not `mutate(id, { onSuccess })`: the refreshed quote of a deleted draft answers 404, the editor gives way to the
  // error and this button goes with it, and a callback given to `mutate` is dropped with its component.
  const confirm = () =>
    remove.mutateAsync(quote.id).then(({ result }) => {
      close();
      if (result === 'deleted') {
        showSuccess(`${quote.number} was deleted.`);
        void navigate(SUPPLIER_QUOTES_PATH, LEAVE_UNASKED);
      } else {
        showSuccess(`${quote.number} was withdrawn: ${quote.supplier.name}’s link now says no prices are needed.`);
      }
    }, () => undefined);
  return (
    <>
      <Button color="error" onClick={() => setConfirming(true)}>
        {deleting ? 'Delete draft' : 'Withdraw'}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={deleting ? `Delete ${quote.number}?` : `Withdraw ${quote.number}?`}
        confirmLabel={deleting ? 'Delete' : 'Withdraw'}
        destructive
        pending={remove.isPending}
        error={remove.isError ? deleteRefusal(remove.error, `${quote.number} was not ${deleting ? 'deleted' : 'withdrawn'}`, 'It stays as the record of what was ordered.') : null}
        onConfirm={confirm}
        onClose={close}
      >
        {deleting
          ? `This request was never sent: it is deleted with its comments and files. ${quote.supplier.name} can then be asked again.`
          : `${quote.supplier.name}’s link will say the request was withdrawn and take no more prices. The quote and its versions are kept.`}
      </ConfirmDialog>
    </>
  );
}
