import LockIcon from '@mui/icons-material/LockOutlined';
import OpenIcon from '@mui/icons-material/OpenInNew';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { memo, useState, type Dispatch } from 'react';
import { AccountManagerField } from '@/components/AccountManagerField';
import { RecordPicker } from '@/components/RecordPicker';
import type { AddressOut } from '@/lib/api/types';
import { useCustomerAddresses, useCustomerContacts, useCustomerProjects } from '../../api/customer-records';
import { customerSearchKey, searchCustomers } from '../../api/filter-options';
import type { Choice, HeaderDraft, PartyChoice } from '../../lib/editor/draft';
import type { FieldMessages } from '../../lib/editor/errors';
import type { Action } from '../../lib/editor/reducer';
import { DateField } from '@/components/DateField';

type Props = { header: HeaderDraft; errors: FieldMessages; readOnly: boolean; dispatch: Dispatch<Action> };

const NONE = '';
const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', lg: '1fr 1fr 1fr' } };

/** "1 Elland Road, Leeds, LS11 0ES", as the quote names its delivery address. */
const addressName = (address: AddressOut) =>
  [address.line1, address.line2, address.town, address.postcode].filter(Boolean).join(', ') || address.label;

/** A choice list whose current value stays offered while the options load (or after it was archived). */
function withCurrent(options: Choice[], current: Choice | null): Choice[] {
  return current && !options.some((option) => option.id === current.id) ? [current, ...options] : options;
}

/** Who the quote is for and on what terms: customer, recipients, project, site, manager, dates, VAT and notes. */
export const HeaderFields = memo(function HeaderFields({ header, errors, readOnly, dispatch }: Props) {
  const patch = (next: Partial<HeaderDraft>) => dispatch({ type: 'header', patch: next });
  const customerId = header.customer?.id ?? null;
  const contacts = useCustomerContacts(header.customer);
  const addresses = useCustomerAddresses(header.customer);
  const projects = useCustomerProjects(customerId);
  const contactOptions = (contacts.data ?? []).map((contact) => ({ id: contact.contact_id, name: contact.full_name, email: contact.email }));
  const addressOptions = withCurrent((addresses.data ?? []).map((a) => ({ id: a.address_id, name: addressName(a) })), header.deliveryAddress);
  const projectOptions = withCurrent((projects.data ?? []).map((p) => ({ id: p.project_id, name: p.name })), header.project);
  // The chosen project's site, offered as the delivery address when another one is already chosen.
  const [siteOffer, setSiteOffer] = useState<Choice | null>(null);
  const chooseProject = (project: Choice | null) => {
    const siteId = (projects.data ?? []).find((p) => p.project_id === project?.id)?.site_address_id;
    const site = addressOptions.find((option) => option.id === siteId) ?? null;
    if (site && header.deliveryAddress === null) patch({ project, deliveryAddress: site });
    else patch({ project });
    setSiteOffer(site && header.deliveryAddress && header.deliveryAddress.id !== site.id ? site : null);
  };
  const select = (options: Choice[], value: string, pick: (choice: Choice | null) => void) => ({
    select: true,
    value,
    onChange: (event: { target: { value: string } }) =>
      pick(options.find((option) => String(option.id) === event.target.value) ?? null),
  });

  return (
    <Box sx={grid}>
      <RecordPicker<PartyChoice>
        label="Customer"
        noun="customer"
        hint="Type part of a customer’s or company’s name, account number or town."
        value={header.customer}
        getKey={(option) => `${option.kind ?? 'customer'}-${option.id}`}
        groupBy={(option) => (option.kind === 'company' ? 'Companies (prospects)' : 'Customers')}
        onChange={(customer) => {
          if (customer?.id === header.customer?.id) return;
          patch({ customer, contacts: [], project: null, deliveryAddress: null });
        }}
        search={searchCustomers}
        searchKey={customerSearchKey}
        required
        error={errors.customer}
        disabled={readOnly}
      />
      <Autocomplete<Choice & { email?: string }, true>
        multiple
        options={contactOptions}
        value={header.contacts}
        onChange={(_, next) => patch({ contacts: next.map(({ id, name }) => ({ id, name })) })}
        getOptionLabel={(option) => option.name}
        getOptionKey={(option) => option.id}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        renderOption={({ key, ...props }, option) => (
          <li key={key} {...props}>
            {option.email ? `${option.name} · ${option.email}` : `${option.name} · no email`}
          </li>
        )}
        loading={contacts.isFetching}
        disabled={readOnly || customerId === null}
        noOptionsText="This customer has no contacts."
        renderInput={(params) => (
          <TextField
            {...params}
            label="Contacts"
            error={!!errors.contacts}
            helperText={errors.contacts ?? (customerId === null ? 'Choose the customer first.' : 'Who the quote is sent to.')}
          />
        )}
      />
      <TextField
        label="Project"
        {...select(projectOptions, header.project ? String(header.project.id) : NONE, chooseProject)}
        disabled={readOnly || customerId === null}
        error={!!errors.project}
        helperText={errors.project}
      >
        <MenuItem value={NONE}>
          <em>No project</em>
        </MenuItem>
        {projectOptions.map((option) => (
          <MenuItem key={option.id} value={String(option.id)}>
            {option.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Delivery address"
        {...select(addressOptions, header.deliveryAddress ? String(header.deliveryAddress.id) : NONE, (deliveryAddress) => {
          setSiteOffer(null);
          patch({ deliveryAddress });
        })}
        disabled={readOnly || customerId === null}
        error={!!errors.deliveryAddress}
        helperText={
          errors.deliveryAddress ??
          (siteOffer && (
            <>
              The project’s site is {siteOffer.name}.{' '}
              <Link
                component="button"
                type="button"
                onClick={() => {
                  patch({ deliveryAddress: siteOffer });
                  setSiteOffer(null);
                }}
              >
                Deliver there
              </Link>
            </>
          ))
        }
      >
        <MenuItem value={NONE}>
          <em>No delivery address</em>
        </MenuItem>
        {addressOptions.map((option) => (
          <MenuItem key={option.id} value={String(option.id)}>
            {option.name}
          </MenuItem>
        ))}
      </TextField>
      <AccountManagerField
        value={header.accountManager?.id ?? null}
        currentName={header.accountManager?.name}
        onChange={(id) =>
          patch({ accountManager: id === null ? null : { id, name: id === header.accountManager?.id ? header.accountManager.name : '' } })
        }
        disabled={readOnly}
        error={errors.accountManager}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '3fr 2fr' }}>
        <DateField
          label="Valid until"
          value={header.validUntil}
          onChange={(day) => patch({ validUntil: day })}
          disabled={readOnly}
          error={!!errors.validUntil}
          helperText={errors.validUntil ?? 'Empty: 30 days from sending.'}
        />
        <TextField
          label="VAT rate"
          value={header.vatRate}
          onChange={(event) => patch({ vatRate: event.target.value })}
          disabled={readOnly}
          error={!!errors.vatRate}
          helperText={errors.vatRate}
          slotProps={{
            input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
            htmlInput: { inputMode: 'decimal' },
          }}
        />
      </Box>
      <TextField
        label="Notes for the customer"
        value={header.customerNotes}
        onChange={(event) => patch({ customerNotes: event.target.value })}
        disabled={readOnly}
        multiline
        minRows={3}
        error={!!errors.customerNotes}
        helperText={errors.customerNotes ?? 'Shown on the quote and the PDF.'}
      />
      <TextField
        label="Internal notes"
        value={header.internalNotes}
        onChange={(event) => patch({ internalNotes: event.target.value })}
        disabled={readOnly}
        multiline
        minRows={3}
        error={!!errors.internalNotes}
        helperText={errors.internalNotes ?? 'Internal: never shown to the customer.'}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start" sx={{ alignSelf: 'flex-start', mt: 1.25 }}>
                <LockIcon fontSize="small" color="warning" />
              </InputAdornment>
            ),
          },
        }}
        sx={{ '& .MuiOutlinedInput-root': { backgroundColor: 'rgba(237, 108, 2, 0.06)' } }}
      />
      <TextField
        label="File repository link"
        type="url"
        value={header.fileRepoUrl}
        onChange={(event) => patch({ fileRepoUrl: event.target.value })}
        disabled={readOnly}
        error={!!errors.fileRepoUrl}
        helperText={errors.fileRepoUrl ?? 'The quote’s folder in the company’s file store.'}
        slotProps={{
          input: {
            endAdornment: /^https?:\/\//i.test(header.fileRepoUrl.trim()) ? (
              <InputAdornment position="end">
                <IconButton
                  size="small"
                  aria-label="Open the file repository"
                  href={header.fileRepoUrl.trim()}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <OpenIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : undefined,
          },
        }}
      />
    </Box>
  );
});
