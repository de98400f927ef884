/** The supplier's page's payloads, from the generated schema (see `@/lib/api/types`). */
export type {
  HaulageBasis,
  LeadTimeUnit,
  LoadPreference,
  OffloadMethod,
  PublicSupplierQuoteOut,
  PublicSupplierStatus,
  SupplierAnswerIn as AnswerIn,
  SupplierChargesIn as ChargesIn,
  SupplierChargesOut as ChargesOut,
  SupplierCommentIn,
  SupplierCommentOut,
  SupplierDeclineIn,
  SupplierLineOut,
  SupplierTotalsIn,
  SupplierTotalsOut,
} from '@/lib/api/types';
