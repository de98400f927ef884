/**
 * Buying's payload types, aliases of the generated schema (never hand-written copies). Shapes whose schema names
 * the quotes domain shares (totals, lines in, party refs) are read off the answers and bodies that carry them.
 */
import type { components, operations } from '@/lib/api/schema';

type Schemas = components['schemas'];

export type SupplierQuoteOut = Schemas['SupplierQuoteOut'];
export type SupplierQuoteStatus = Schemas['SupplierQuoteStatus'];
export type SupplierQuoteListItem = Schemas['SupplierQuoteListItem'];
export type SupplierQuoteList = Schemas['ListResponse_SupplierQuoteListItem_'];
export type SupplierQuoteListParams = NonNullable<operations['list_supplier_quotes']['parameters']['query']>;
export type StaffLineOut = Schemas['StaffLineOut'];
export type SupplierTotals = SupplierQuoteOut['totals'];
export type SupplierCharges = SupplierQuoteOut['charges'];
export type SupplierHistoryItem = Schemas['SupplierHistoryItem'];
export type SupplierCommentOut = Schemas['SupplierCommentOut'];
export type SupplierRequestIn = Schemas['SupplierRequestIn'];
/** A line a request asks for (from a customer quote, naming that quote's line by its position). */
export type AskedLineIn = Schemas['RequestLineIn'];
export type RequestOut = Schemas['RequestOut'];
export type SuggestedSupplier = Schemas['SuggestedSupplier'];
export type SupplierSendIn = Schemas['SupplierSendIn'];
export type SupplierSendOut = Schemas['SupplierSendOut'];
export type SupplierSendPreviewOut = Schemas['SupplierSendPreviewOut'];
export type SupplierQuoteEditIn = Schemas['SupplierQuoteEditIn'];
export type SupplierQuoteFields = SupplierQuoteEditIn['quote'];
export type SupplierLineIn = NonNullable<SupplierQuoteFields['lines']>[number];
export type ChargesIn = NonNullable<SupplierQuoteFields['charges']>;
export type ReceivedQuoteIn = Schemas['ReceivedQuoteIn'];
export type OffloadMethod = Schemas['OffloadMethod'];
export type LoadPreference = Schemas['LoadPreference'];
export type HaulageBasis = Schemas['HaulageBasis'];
export type LeadTimeUnit = Schemas['LeadTimeUnit'];
export type ComparisonOut = Schemas['ComparisonOut'];
export type ComparisonRow = Schemas['ComparisonRow'];
export type ComparisonCell = Schemas['ComparisonCell'];
export type ComparisonSupplier = Schemas['ComparisonSupplier'];
export type AwardIn = Schemas['AwardIn'];
export type PurchaseOrderOut = Schemas['POOut'];
export type PurchaseOrderListItem = Schemas['POListItem'];
export type PurchaseOrderList = Schemas['ListResponse_POListItem_'];
export type PurchaseOrderListParams = NonNullable<operations['list_purchase_orders']['parameters']['query']>;
export type PurchaseOrderStatus = Schemas['PurchaseOrderStatus'];
export type GeneratePOIn = Schemas['GeneratePOIn'];
export type ConvertOut = Schemas['ConvertOut'];
export type AttachedOut = Schemas['AttachedOut'];
export type PurchaseOrderLine = Schemas['POLineOut'];
export type PurchaseOrderStatusIn = Schemas['POStatusIn'];
export type PurchaseOrderSendIn = Schemas['POSendIn'];
export type PurchaseOrderSendPreview = Schemas['POSendPreviewOut'];
export type PurchaseOrderSent = Schemas['POSentOut'];
