import type { Ref } from 'react';
import { RecordPicker } from '@/components/RecordPicker';
import { searchSuppliers, supplierSearchKey } from '../api/search-suppliers';
import type { SupplierChoice } from '../lib/product-form';

type Props = {
  value: SupplierChoice | null;
  onChange: (value: SupplierChoice | null) => void;
  onBlur?: () => void;
  error?: string;
  label?: string;
  required?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium';
  inputRef?: Ref<HTMLInputElement>;
};

/** Find one of the CRM's active suppliers by name, account number, town or postcode. */
export function SupplierPicker({ label = 'Supplier', ...props }: Props) {
  return (
    <RecordPicker<SupplierChoice>
      {...props}
      label={label}
      search={searchSuppliers}
      searchKey={supplierSearchKey}
      noun="supplier"
      hint="Type a supplier’s name or account number."
    />
  );
}
