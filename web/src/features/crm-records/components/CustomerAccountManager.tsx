import { AccountManagerField } from '@/components/AccountManagerField';
import type { OrganisationOut } from '@/lib/api/types';
import { errorMessage } from '@/lib/http';
import { useSnackbar } from '@/lib/snackbar';
import { useUpdateAccountManager } from '../api/update-account-manager';

/** A customer's account manager changes on its own call, straight away. */
export function CustomerAccountManager({ customer }: { customer: OrganisationOut }) {
  const mutation = useUpdateAccountManager();
  const { showSuccess, showError } = useSnackbar();
  const change = (userId: number | null) =>
    mutation.mutate(
      { customer_id: customer.id, user_id: userId, version: customer.version },
      {
        onSuccess: (saved) =>
          showSuccess(
            saved.account_manager_name
              ? `${saved.account_manager_name} now manages ${saved.name}.`
              : `${saved.name} has no account manager now.`,
          ),
        onError: (error) => showError(errorMessage(error)),
      },
    );
  return (
    <AccountManagerField
      value={customer.account_manager_id}
      currentName={customer.account_manager_name}
      onChange={change}
      disabled={mutation.isPending}
    />
  );
}
