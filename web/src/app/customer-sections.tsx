/** A customer's quotes, orders and projects on its screen; on a phone each folds to a line (loaded with the screen). */
import { lazy } from 'react';
import { PhoneSection } from '@/components/PhoneFold';
import { useStats } from '@/features/crm-records/api/get-stats';
import type { OrganisationOut } from '@/lib/api/types';
import { Column, Own } from './record-sections';

const CustomerProjects = lazy(() => import('@/features/projects/components/CustomerProjects'));
const CustomerQuotes = lazy(() => import('@/features/quotes/components/CustomerQuotes'));
const CustomerSchedules = lazy(() => import('@/features/call-offs/components/RecordSchedules'));

const count = (n: number, noun: string) => `${n.toLocaleString('en-GB')} ${noun}${n === 1 ? '' : 's'}`;

export default function CustomerSections({ organisation }: { organisation: OrganisationOut }) {
  // The figures' own query (already asked by the screen's strip): the folded sections say what they hold.
  const figures = useStats('customer', organisation.id).data?.quotes;
  return (
    <Column>
      <PhoneSection title="Quotes" summary={figures && `${count(figures.quotes, 'quote')} · ${figures.open_quotes.toLocaleString('en-GB')} open`}>
        <Own>
          <CustomerQuotes organisation={organisation} />
        </Own>
      </PhoneSection>
      <PhoneSection title="Call-offs" summary={figures && count(figures.orders, 'order')}>
        <Own>
          <CustomerSchedules organisation={organisation} />
        </Own>
      </PhoneSection>
      <PhoneSection title="Projects">
        <Own>
          <CustomerProjects organisation={organisation} />
        </Own>
      </PhoneSection>
    </Column>
  );
}
