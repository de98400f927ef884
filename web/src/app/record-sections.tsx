/** What other features add to a CRM record's screen (features do not import each other; the app joins them). */
import Stack from '@mui/material/Stack';
import { lazy } from 'react';
import type { OrganisationOut } from '@/lib/api/types';

/** A customer's projects, shown on the customer's screen. */
const CustomerProjects = lazy(() => import('@/features/projects/components/CustomerProjects'));
/** A customer's or a company's quotes. */
const CustomerQuotes = lazy(() => import('@/features/quotes/components/CustomerQuotes'));

/** A supplier's quotes (Buying), shown on the supplier's screen. */
const SupplierQuotes = lazy(() => import('@/features/supplier-quotes/components/RecordSupplierQuotes'));

type Props = { organisation: OrganisationOut };

export function CustomerSections({ organisation }: Props) {
  return (
    <Stack spacing={3}>
      <CustomerQuotes organisation={organisation} />
      <CustomerProjects organisation={organisation} />
    </Stack>
  );
}

/** A company (a prospect) is quoted to like a customer. */
export function CompanySections({ organisation }: Props) {
  return <CustomerQuotes organisation={organisation} />;
}

/** A supplier's requests for prices and its answers. */
export function SupplierSections({ organisation }: Props) {
  return <SupplierQuotes organisation={organisation} />;
}
