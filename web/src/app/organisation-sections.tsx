/**
 * What a customer's, a company's and a supplier's screens show under their details: their quotes, orders, projects
 * or supplier quotes. On a phone each folds to a line saying what it holds (loaded with the screen), and their tasks
 * (a tab at a desk) fold there too.
 */
import { lazy } from 'react';
import { PhoneTasksFold } from '@/components/LinkedTasks';
import { PhoneSection } from '@/components/PhoneFold';
import { quotesSummary } from '@/components/QuoteFigures';
import { useStats } from '@/features/crm-records/api/get-stats';
// The supplier's fold counts its quotes with the section's own query: both come with this (lazy) module.
import SupplierQuotes, { useSupplierQuoteCount } from '@/features/supplier-quotes/components/RecordSupplierQuotes';
import type { OrganisationOut } from '@/lib/api/types';
import { counted } from '@/lib/format';
import { Column, Own } from './record-sections';

const CustomerProjects = lazy(() => import('@/features/projects/components/CustomerProjects'));
const CustomerQuotes = lazy(() => import('@/features/quotes/components/CustomerQuotes'));
const CustomerSchedules = lazy(() => import('@/features/call-offs/components/RecordSchedules'));

type Props = { organisation: OrganisationOut };

/** The quote figures' own query (already asked by the screen's strip): the folded sections say what they hold. */
const useFigures = ({ kind, id }: OrganisationOut) => useStats(kind, id).data?.quotes;

function QuotesFold({ organisation }: Props) {
  const figures = useFigures(organisation);
  return (
    <PhoneSection title="Quotes" summary={figures && quotesSummary(figures)}>
      <Own>
        <CustomerQuotes organisation={organisation} />
      </Own>
    </PhoneSection>
  );
}

export function CustomerFolds({ organisation }: Props) {
  const figures = useFigures(organisation);
  return (
    <Column>
      <QuotesFold organisation={organisation} />
      <PhoneSection title="Call-offs" summary={figures && counted(figures.orders, 'order')}>
        <Own>
          <CustomerSchedules organisation={organisation} />
        </Own>
      </PhoneSection>
      <PhoneSection title="Projects">
        <Own>
          <CustomerProjects organisation={organisation} />
        </Own>
      </PhoneSection>
      <PhoneTasksFold recordType="customer" recordId={organisation.id} />
    </Column>
  );
}

/** A company (a prospect) is quoted to like a customer. */
export function CompanyFolds({ organisation }: Props) {
  return (
    <Column>
      <QuotesFold organisation={organisation} />
      <PhoneTasksFold recordType="company" recordId={organisation.id} />
    </Column>
  );
}

/** A supplier's requests for prices and its answers. */
export function SupplierFolds({ organisation }: Props) {
  const total = useSupplierQuoteCount(organisation.id);
  return (
    <Column>
      <PhoneSection title="Supplier quotes" summary={total === undefined ? undefined : counted(total, 'supplier quote')}>
        <SupplierQuotes organisation={organisation} />
      </PhoneSection>
      <PhoneTasksFold recordType="supplier" recordId={organisation.id} />
    </Column>
  );
}
