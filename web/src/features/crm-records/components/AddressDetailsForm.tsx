import { zodResolver } from '@hookform/resolvers/zod';
import { VersionedForm } from '@/components/VersionedForm';
import type { AddressOut } from '@/lib/api/types';
import { useVersionedForm } from '@/lib/use-versioned-form';
import {
  ADDRESS_FIELDS,
  addressSchema,
  describeAddress,
  toAddressIn,
  toAddressValues,
  type AddressValues,
} from '../api/address-form';
import { useUpdateAddress } from '../api/update-address';
import { AddressFields } from './AddressFields';

type Props = { address: AddressOut; onReload: () => Promise<AddressOut | undefined> };

const sameFields = (a: AddressOut, b: AddressOut) => ADDRESS_FIELDS.every((field) => a[field] === b[field]);

/** The address's editable details; a stale version (409) offers Reload instead of overwriting. */
export function AddressDetailsForm({ address, onReload }: Props) {
  const mutation = useUpdateAddress();
  const edit = useVersionedForm<AddressOut, AddressValues>({
    record: address,
    resolver: zodResolver(addressSchema),
    toValues: toAddressValues,
    sameFields,
    fields: ADDRESS_FIELDS,
    save: (values, version) =>
      mutation.mutateAsync({ ...toAddressIn(address.related_id, values), address_id: address.address_id, version }),
    message: (saved) => `${describeAddress(saved)} was saved.`,
    onReload,
  });
  const { control, register, formState } = edit.form;

  return (
    <VersionedForm
      label="Address details"
      conflict={edit.conflict}
      saving={edit.saving}
      isDirty={formState.isDirty}
      onSubmit={edit.onSubmit}
      onReload={edit.reload}
      onDiscard={edit.discard}
    >
      <AddressFields control={control} register={register} errors={formState.errors} />
    </VersionedForm>
  );
}
