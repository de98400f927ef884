import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { AddressOut } from '@/lib/api/types';
import { useCustomerAddresses } from '../api/get-customer';

type Props = {
  customerId: number | null;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  /** The current site, shown while the customer's addresses load (or when it is no longer among them). */
  current?: { id: number; label: string } | null;
};

const NONE = '';

export const describeAddress = (address: Pick<AddressOut, 'label' | 'line1' | 'town' | 'postcode'>) =>
  [address.label, address.line1, address.town, address.postcode].filter(Boolean).join(', ');

/** The project's site: one of the chosen customer's addresses (sites first), or none. */
export function SiteAddressField({ customerId, value, onChange, onBlur, error, current }: Props) {
  const addresses = useCustomerAddresses(customerId);
  const items = [...(addresses.data?.items ?? [])].sort(
    (a, b) => Number(b.address_type === 'site') - Number(a.address_type === 'site'),
  );
  const known = value === NONE || items.some((address) => String(address.address_id) === value);
  let helper = error;
  if (!helper && customerId === null) helper = 'Choose the customer first: the site is one of their addresses.';
  else if (!helper && addresses.isError) helper = 'The customer’s addresses could not be loaded.';
  else if (!helper && addresses.data?.items.length === 0) helper = 'The customer has no addresses yet.';
  return (
    <TextField
      select
      label="Site address"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      disabled={customerId === null}
      error={!!error || addresses.isError}
      helperText={helper}
    >
      <MenuItem value={NONE}>
        <em>None</em>
      </MenuItem>
      {!known && <MenuItem value={value}>{current && String(current.id) === value ? current.label : 'Loading…'}</MenuItem>}
      {items.map((address) => (
        <MenuItem key={address.address_id} value={String(address.address_id)}>
          {describeAddress(address)}
        </MenuItem>
      ))}
    </TextField>
  );
}
