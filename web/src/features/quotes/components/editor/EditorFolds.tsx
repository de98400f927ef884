/**
 * The quote editor's sections folded on a phone (`PhoneSection`, as a project's and an organisation's are): the
 * details, the delivery, the plots and what sits below the save bar each fold to a line saying what they hold, so
 * the lines, the totals and Save come within a few screens. The lines are never folded. A fold holding a field's
 * message is open (and stays open until it is corrected), so a refused save never hides what to correct. At a desk
 * the sections are shown as they are.
 */
import { useState, type ReactNode } from 'react';
import { PhoneSection } from '@/components/PhoneFold';
import { counted, formatDay } from '@/lib/format';
import { shippingPence, type Charges } from '@/lib/quote-totals';
import { useAttachedSupplierQuotes } from '../../api/supplier-costs';
import type { HeaderDraft } from '../../lib/editor/draft';
import type { FieldMessages } from '../../lib/editor/errors';
import { useEditorSelector, type EditorStore } from '../../lib/editor/store';
import { formatPence } from './money-text';

export type EditorPart = 'details' | 'delivery' | 'plots' | 'lines';

/** The part of the editor a field message names (`customer`, `shipping.loads`, `p-3.plotNumber`, `l-7.quantity`). */
export function partOf(name: string): EditorPart {
  if (name.startsWith('shipping.')) return 'delivery';
  if (/^p-[^.]+\./.test(name)) return 'plots';
  if (/^l-[^.]+\./.test(name)) return 'lines';
  return 'details';
}

type FoldProps = {
  title: string;
  summary?: string;
  errors: FieldMessages;
  part: Exclude<EditorPart, 'lines'>;
  /** A new quote's details start open: its customer is to be chosen first. */
  startOpen?: boolean;
  children: ReactNode;
};

export function EditorFold({ title, summary, errors, part, startOpen = false, children }: FoldProps) {
  const [open, setOpen] = useState(startOpen);
  const flagged = Object.keys(errors).some((name) => partOf(name) === part);
  return (
    <PhoneSection title={title} summary={summary} open={open || flagged} onOpenChange={setOpen}>
      {children}
    </PhoneSection>
  );
}

/** "Pennine Developments · valid until 16 Dec 2026 · Tom Hughes": who it is for, until when, whose. */
export function detailsSummary(header: HeaderDraft): string {
  const parts = [
    header.customer?.name ?? 'No customer chosen yet',
    header.validUntil ? `valid until ${formatDay(header.validUntil)}` : '',
    header.accountManager?.name ?? '',
  ];
  return parts.filter(Boolean).join(' · ');
}

/** "£305.00 · 1 load", or "No delivery charge". */
export function deliverySummary(shipping: Charges): string {
  const pence = shippingPence(shipping);
  const loads = /^\d+$/.test(shipping.loads.trim()) ? Number(shipping.loads.trim()) : 0;
  if (!pence) return 'No delivery charge';
  return [formatPence(pence), loads > 0 ? counted(loads, 'load') : ''].filter(Boolean).join(' · ');
}

/** The plots' fold reads how many there are from the store (a keystroke in a line does not re-render it). */
export function PlotsFold({ store, errors, children }: { store: EditorStore; errors: FieldMessages; children: ReactNode }) {
  const plots = useEditorSelector(store, (state) => state.draft.plots.length);
  return (
    <EditorFold title="Plots" summary={plots === 0 ? 'No plots' : counted(plots, 'plot')} errors={errors} part="plots">
      {children}
    </EditorFold>
  );
}

const NO_ERRORS: FieldMessages = {};

/** The supplier quotes pricing the quote, counted by the section's own query. */
export function SupplierQuotesFold({ quoteId, children }: { quoteId: number; children: ReactNode }) {
  const attached = useAttachedSupplierQuotes(quoteId).data;
  const summary = attached && (attached.length === 0 ? 'None yet' : counted(attached.length, 'supplier quote'));
  return (
    <EditorFold title="Supplier quotes" summary={summary} errors={NO_ERRORS} part="details">
      {children}
    </EditorFold>
  );
}
