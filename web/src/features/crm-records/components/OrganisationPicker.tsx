import type { Ref } from 'react';
import { RecordPicker } from '@/components/RecordPicker';
import { KIND_INFO } from '../api/kinds';
import type { OrganisationOption } from '../api/organisation-option';
import { ORGANISATION_SEARCH_KEY, searchOrganisations } from '../api/search-organisations';

type Props = {
  value: OrganisationOption | null;
  onChange: (value: OrganisationOption | null) => void;
  onBlur?: () => void;
  error?: string;
  label?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
};

/** Find an organisation of any kind by name, account number, email, phone, town or postcode. */
export function OrganisationPicker({ label = 'Organisation', ...props }: Props) {
  return (
    <RecordPicker
      {...props}
      label={label}
      required
      search={searchOrganisations}
      searchKey={ORGANISATION_SEARCH_KEY}
      noun="organisation"
      hint="Type a name, account number, town or postcode."
      getKey={(option) => `${option.kind}-${option.id}`}
      groupBy={(option) => KIND_INFO[option.kind].label}
    />
  );
}
