import Stack from '@mui/material/Stack';
import { useNavigate, useParams } from 'react-router';
import { ActivityTimeline } from '@/components/ActivityTimeline';
import { MissingRecord } from '@/components/MissingRecord';
import { Page } from '@/components/Page';
import { Section } from '@/components/Section';
import { LoadingRows } from '@/components/SectionStates';
import type { AddressOut, Kind } from '@/lib/api/types';
import { canDelete } from '@/lib/roles';
import { useSession } from '@/lib/session';
import { ADDRESS_TYPE_LABELS, describeAddress } from '../api/address-form';
import { useArchiveAddress } from '../api/archive-address';
import { useDeleteAddress } from '../api/delete-address';
import { addressActivityQuery } from '../api/get-activity';
import { useAddress } from '../api/get-address';
import { KIND_INFO, isKind, organisationPath, parseId } from '../api/kinds';
import { AddressDetailsForm } from '../components/AddressDetailsForm';
import { FilesSection } from '../components/FilesSection';
import { ArchiveButton, DeleteButton } from '../components/RecordActions';
import { RecordHeading } from '../components/RecordHeading';
import { LEAVE_UNASKED } from '@/components/LeaveGuard';

type ScreenProps = { kind: Kind; address: AddressOut; onReload: () => Promise<AddressOut | undefined> };

function AddressScreen({ kind, address, onReload }: ScreenProps) {
  const session = useSession();
  const navigate = useNavigate();
  const archive = useArchiveAddress();
  const remove = useDeleteAddress();
  const name = describeAddress(address);
  const back = organisationPath(kind, address.related_id, 'addresses');

  const actions = (
    <>
      <ArchiveButton
        name={name}
        record={address}
        onConfirm={(archived, version) => archive.mutateAsync({ address_id: address.address_id, archived, version })}
        onReload={onReload}
      />
      {canDelete(session) && (
        <DeleteButton
          name={name}
          consequence="with its files"
          onConfirm={() => remove.mutateAsync({ kind, addressId: address.address_id, userId: session.userId })}
          onDeleted={() => void navigate(back, LEAVE_UNASKED)}
        />
      )}
    </>
  );

  return (
    <Page title={name} documentTitle={`${address.postcode} · Address`} actions={actions} maxWidth={960}>
      <RecordHeading
        chips={[`${ADDRESS_TYPE_LABELS[address.address_type]} address`]}
        archived={address.archived}
        link={{ to: back, label: `${address.related_name} (${KIND_INFO[kind].label})` }}
      />
      <Stack spacing={3}>
        <Section title="Details">
          <AddressDetailsForm address={address} onReload={onReload} />
        </Section>
        <FilesSection target={{ type: 'address', id: address.address_id }} />
        <ActivityTimeline query={addressActivityQuery(address.address_id)} />
      </Stack>
    </Page>
  );
}

function AddressLoader({ kind, addressId }: { kind: Kind; addressId: number }) {
  const address = useAddress(kind, addressId);
  if (address.isPending) {
    return (
      <Page title="Address">
        <LoadingRows label="Loading address" rows={4} />
      </Page>
    );
  }
  if (address.isError) {
    return (
      <Page title="Address">
        <MissingRecord error={address.error} onRetry={() => void address.refetch()} />
      </Page>
    );
  }
  return <AddressScreen kind={kind} address={address.data} onReload={async () => (await address.refetch()).data} />;
}

/** /address/{type}/{addressId}: `type` is the kind of organisation the address belongs to. */
export default function AddressPage() {
  const { type, addressId } = useParams();
  const id = parseId(addressId);
  if (!isKind(type) || id === null) {
    return (
      <Page title="Address">
        <MissingRecord message="This address link is not valid. Open the address from its organisation in the CRM." />
      </Page>
    );
  }
  return <AddressLoader key={`${type}-${id}`} kind={type} addressId={id} />;
}
