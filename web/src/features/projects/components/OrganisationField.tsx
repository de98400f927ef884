import type { Ref } from 'react';
import { RecordPicker } from '@/components/RecordPicker';
import type { CustomerOption } from '../api/project-form';
import {
  organisationOptionsKey,
  searchOrganisationOptions,
  type OptionKind as OrganisationKind,
} from '@/lib/resources/organisation-options';

const NOUNS: Record<OrganisationKind, string> = { customer: 'customer', supplier: 'supplier', other: 'architect', company: 'company' };

type Props = {
  kind: OrganisationKind;
  value: CustomerOption | null;
  onChange: (value: CustomerOption | null) => void;
  label: string;
  onBlur?: () => void;
  error?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium';
  inputRef?: Ref<HTMLInputElement>;
};

/** Choose a customer, a supplier or an architect's practice (an "other" in the CRM) by typing part of its name. */
export function OrganisationField({ kind, ...props }: Props) {
  return (
    <RecordPicker
      {...props}
      search={(q, signal) => searchOrganisationOptions(kind, q, signal)}
      searchKey={organisationOptionsKey(kind)}
      noun={NOUNS[kind]}
      hint="Type a name, account number, town or postcode."
    />
  );
}
