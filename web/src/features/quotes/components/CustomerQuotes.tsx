import type { OrganisationOut } from '@/lib/api/types';
import { RecordQuotes } from './RecordQuotes';

/** A customer's or company's quotes, on its screen (the app places it there). */
export default function CustomerQuotes({ organisation }: { organisation: Pick<OrganisationOut, 'id' | 'name'> }) {
  return <RecordQuotes of={{ customer_id: organisation.id }} name={organisation.name} />;
}
