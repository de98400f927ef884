import { RecordSupplierQuotes } from './RecordSupplierQuotes';

/** A customer quote's section in its editor (lazy-loaded by the app): its supplier quotes and "Request prices". */
export default function QuoteSupplierQuotes({ quoteId }: { quoteId: number }) {
  return <RecordSupplierQuotes customerQuoteId={quoteId} />;
}
