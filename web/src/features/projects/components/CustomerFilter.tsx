import { useCustomer } from '../api/get-customer';
import { OrganisationField } from './OrganisationField';

type Props = { customerId: number | null; onChange: (customerId: number | null) => void };

/** The projects of one customer only; the address holds its id, so its name is fetched to show it. */
export function CustomerFilter({ customerId, onChange }: Props) {
  const customer = useCustomer(customerId);
  const value = customerId === null ? null : (customer.data ?? { id: customerId, name: '' });
  return (
    <OrganisationField
      kind="customer"
      label="Customer"
      size="small"
      value={value}
      onChange={(next) => onChange(next?.id ?? null)}
      error={customer.isError ? 'This customer could not be loaded.' : undefined}
    />
  );
}
