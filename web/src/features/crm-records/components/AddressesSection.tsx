import AddIcon from '@mui/icons-material/AddLocationAltOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { LoadMore } from '@/components/LoadMore';
import { Section } from '@/components/Section';
import { EmptyState, ErrorState, LoadingRows } from '@/components/SectionStates';
import type { OrganisationOut } from '@/lib/api/types';
import { ADDRESS_TYPE_LABELS } from '../api/address-form';
import { useOrganisationAddresses } from '../api/get-organisation-addresses';
import { addressPath } from '../api/kinds';
import { stackedOnPhone, useStackedRows } from '@/lib/stacked-rows';

export function newAddressPath(org: Pick<OrganisationOut, 'id' | 'kind'>): string {
  return `/addresses/new?related_id=${org.id}&kind=${org.kind}`;
}

/** Head office, invoice, depot and site addresses; archived ones on request (to restore them). */
export function AddressesSection({ organisation }: { organisation: OrganisationOut }) {
  const stack = useStackedRows();
  const [archived, setArchived] = useState(false);
  const addresses = useOrganisationAddresses(organisation.kind, organisation.id, archived);
  const items = addresses.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Section
      title="Addresses"
      actions={
        <>
          <FormControlLabel
            control={<Switch checked={archived} onChange={(_, checked) => setArchived(checked)} />}
            label="Show archived"
          />
          <Button component={RouterLink} to={newAddressPath(organisation)} variant="contained" startIcon={<AddIcon />}>
            Add address
          </Button>
        </>
      }
    >
      {addresses.isPending && <LoadingRows label="Loading addresses" />}
      {addresses.isError && <ErrorState error={addresses.error} onRetry={() => void addresses.refetch()} />}
      {addresses.isSuccess && items.length === 0 && (
        <EmptyState>
          {archived
            ? `${organisation.name} has no archived addresses.`
            : 'No addresses yet. Add the head office, invoice address, depots or the sites deliveries go to.'}
        </EmptyState>
      )}
      {items.length > 0 && (
        <TableContainer>
          <Table ref={stack} aria-label="Addresses" size="small" sx={stackedOnPhone}>
            <TableHead>
              <TableRow>
                <TableCell>Type</TableCell>
                <TableCell>Address</TableCell>
                <TableCell>Town</TableCell>
                <TableCell>Postcode</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((address) => (
                <TableRow key={address.address_id} hover>
                  <TableCell>
                    {ADDRESS_TYPE_LABELS[address.address_type]}
                    {address.archived && <Chip size="small" label="Archived" sx={{ ml: 1 }} />}
                  </TableCell>
                  <TableCell>
                    <Link component={RouterLink} to={addressPath(organisation.kind, address.address_id)}>
                      {[address.label, address.line1].filter(Boolean).join(', ')}
                    </Link>
                  </TableCell>
                  <TableCell>{address.town}</TableCell>
                  <TableCell>{address.postcode}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <LoadMore query={addresses} label="Load more addresses" />
    </Section>
  );
}
