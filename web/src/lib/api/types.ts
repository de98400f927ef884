/**
 * The only place API payload types come from: aliases of the schema generated from the backend's
 * OpenAPI document (`npm run gen:types`). Never hand-write copies of server shapes.
 */
import type { components, operations } from './schema';

type Schemas = components['schemas'];

export type ErrorOut = Schemas['ErrorOut'];
export type FieldError = Schemas['FieldErrorOut'];

export type Role = Schemas['Role'];
export type LoginIn = Schemas['LoginIn'];
export type LoginOut = Schemas['LoginOut'];
export type Message = Schemas['Message'];
export type TokenCheckOut = Schemas['TokenCheckOut'];
export type SetNewPasswordIn = Schemas['SetNewPasswordIn'];
export type TermsOut = Schemas['TermsOut'];

export type UserOut = Schemas['UserOut'];
export type UserCreate = Schemas['UserCreate'];
export type UserCreateIn = Schemas['UserCreateIn'];
export type UserUpdate = Schemas['UserUpdate'];
export type UserUpdateIn = Schemas['UserUpdateIn'];
export type ProfileUpdate = Schemas['ProfileUpdate'];
export type ProfileUpdateIn = Schemas['ProfileUpdateIn'];
export type MyDayOut = Schemas['MyDayOut'];
export type UserList = Schemas['ListResponse_UserOut_'];

export type NotificationOut = Schemas['NotificationOut'];
export type NotificationIn = Schemas['NotificationIn'];

export type OutboxOut = Schemas['OutboxOut'];
export type OutboxAttachmentOut = Schemas['OutboxAttachmentOut'];
export type OutboxList = Schemas['ListResponse_OutboxOut_'];

/** Query parameters every list call accepts (page, items_per_page, q, sort). */
export type ListParams = NonNullable<operations['list_users']['parameters']['query']>;
export type UserListParams = ListParams;
export type OutboxListParams = NonNullable<operations['list_outbox']['parameters']['query']>;

/** Roles in the order the UI offers them; `satisfies` keeps the list in step with the schema. */
export const ROLES = ['admin', 'manager', 'staff'] as const satisfies readonly Role[];

// CRM records (organisations of every kind, contacts, addresses, notes, files, activity).
export type Kind = Schemas['Kind'];
export type AddressType = Schemas['AddressType'];
export type OrganisationOut = Schemas['OrganisationOut'];
export type OrganisationIn = Schemas['OrganisationIn'];
export type CustomerOut = Schemas['CustomerOut'];
export type SupplierOut = Schemas['SupplierOut'];
export type OtherOut = Schemas['OtherOut'];
export type CompanyOut = Schemas['CompanyOut'];
export type CustomerUpdate = Schemas['CustomerUpdate'];
export type SupplierUpdate = Schemas['SupplierUpdate'];
export type OtherUpdate = Schemas['OtherUpdate'];
export type CompanyUpdate = Schemas['CompanyUpdate'];
export type CompanyConvert = Schemas['CompanyConvert'];
export type CompanyIn = Schemas['CompanyIn'];
export type CompanyUpdateIn = Schemas['CompanyUpdateIn'];
export type CustomerArchive = Schemas['CustomerArchive'];
export type SupplierArchive = Schemas['SupplierArchive'];
export type OtherArchive = Schemas['OtherArchive'];
export type CompanyArchive = Schemas['CompanyArchive'];
export type AccountManagerUpdate = Schemas['AccountManagerUpdate'];
export type ContactOut = Schemas['ContactOut'];
export type ContactIn = Schemas['ContactIn'];
export type ContactUpdate = Schemas['ContactUpdate'];
export type InternalContactOut = Schemas['InternalContactOut'];
export type AddressOut = Schemas['AddressOut'];
export type AddressIn = Schemas['AddressIn'];
export type AddressUpdate = Schemas['AddressUpdate'];
export type ContactArchive = Schemas['ContactArchive'];
export type AddressArchive = Schemas['AddressArchive'];
export type NoteOut = Schemas['NoteOut'];
export type NoteAdd = Schemas['NoteAdd'];
export type NoteEdit = Schemas['NoteEdit'];
export type FileRename = Schemas['FileRename'];
export type FileOut = Schemas['FileOut'];
export type ActivityOut = Schemas['ActivityOut'];
export type RecordStatsOut = Schemas['RecordStatsOut'];
export type TaskRefOut = Schemas['TaskRefOut'];
export type ContactList = Schemas['ListResponse_ContactOut_'];
export type AddressList = Schemas['ListResponse_AddressOut_'];
export type ActivityList = Schemas['ListResponse_ActivityOut_'];

/** Organisation kinds and address types in the order the UI offers them. */
export const KINDS = ['customer', 'supplier', 'other', 'company'] as const satisfies readonly Kind[];
export const ADDRESS_TYPES = ['head_office', 'invoice', 'depot', 'site'] as const satisfies readonly AddressType[];

// The CRM screen's lists (one call per tab), and their query parameters.
export type CustomerList = Schemas['SearchedListResponse_CustomerOut_'];
export type SupplierList = Schemas['SearchedListResponse_SupplierOut_'];
export type OtherList = Schemas['SearchedListResponse_OtherOut_'];
export type CompanyList = Schemas['SearchedListResponse_CompanyOut_'];
export type OrganisationListParams = NonNullable<operations['list_customers']['parameters']['query']>;
export type ContactListParams = NonNullable<operations['list_contacts']['parameters']['query']>;
export type AddressListParams = NonNullable<operations['list_addresses']['parameters']['query']>;

// CSV import of the CRM lists: the preview of an uploaded file, and the (dry-run) report.
// (The catalogue has import shapes of the same names, so the generator names both by their module.)
export type ImportPreview = Schemas['api__crm__schemas__transfer__ImportPreviewOut'];
export type ImportField = Schemas['api__crm__schemas__transfer__ImportFieldOut'];
export type ImportReport = Schemas['api__crm__schemas__transfer__ImportReportOut'];
export type ImportRow = Schemas['api__crm__schemas__transfer__ImportRowOut'];

// Catalogue: products, their list query, price history, equivalents and the bulk import of a price list.
export type Category = Schemas['Category'];
export type SellingUnit = Schemas['SellingUnit'];
export type ProductStatus = Schemas['Status'];
export type ProductOut = Schemas['ProductOut'];
export type ProductDetailOut = Schemas['ProductDetailOut'];
export type ProductIn = Schemas['ProductIn'];
export type ProductUpdate = Schemas['ProductUpdate'];
export type ProductRef = Schemas['ProductRef'];
export type PriceChangeOut = Schemas['PriceChangeOut'];
export type ProductPage = Schemas['ProductPage'];
export type ProductQuery = Schemas['ProductQuery'];
export type ProductImportIn = Schemas['ImportIn'];
export type ProductImportPreview = Schemas['api__catalogue__schemas__ImportPreviewOut'];
export type ProductImportField = Schemas['api__catalogue__schemas__ImportFieldOut'];
export type ProductImportReport = Schemas['api__catalogue__schemas__ImportReportOut'];
export type ProductImportRow = Schemas['api__catalogue__schemas__ImportRowOut'];
export type ProductImportJobIn = Schemas['ImportJobIn'];

// Imports run as background jobs (a price list's or a CRM list's real run): progress, cancel, the final report.
export type ImportJob = Schemas['ImportJobOut'];
export type ImportJobReport = Schemas['ImportJobReportOut'];
export type ImportJobRows = Schemas['ImportJobRowsOut'];

// Projects: the planning board and list, one project with its architects, suppliers and suggested products.
export type Stage = Schemas['Stage'];
export type ProjectOut = Schemas['ProjectOut'];
export type ProjectDetailOut = Schemas['ProjectDetailOut'];
export type ProjectIn = Schemas['ProjectIn'];
export type ProjectUpdate = Schemas['ProjectUpdate'];
export type ProjectMove = Schemas['ProjectMove'];
export type ProjectStatsOut = Schemas['ProjectStatsOut'];
export type ProjectList = Schemas['ListResponse_ProjectOut_'];
export type ProjectListParams = NonNullable<operations['list_projects']['parameters']['query']>;
export type BoardOut = Schemas['BoardOut'];
export type BoardColumnOut = Schemas['BoardColumnOut'];
export type BoardParams = NonNullable<operations['project_board']['parameters']['query']>;
export type GleniganUpdate = Schemas['GleniganUpdate'];
export type ArchitectLink = Schemas['ArchitectLink'];
export type SupplierLink = Schemas['SupplierLink'];
export type SuggestedProductIn = Schemas['SuggestedProductIn'];
export type SuggestedProductRemove = Schemas['SuggestedProductRemove'];
export type SuggestedProductOut = Schemas['SuggestedProductOut'];
export type ProjectNoteAdd = Schemas['ProjectNoteAdd'];
/** An architect's practice or a supplier linked to a project. */
export type LinkedOrganisation = ProjectDetailOut['architects'][number];
export type SiteAddress = NonNullable<ProjectDetailOut['site_address']>;

// Quotes: one version as staff see it (the editor's panels and actions use these too).
export type QuoteOut = Schemas['QuoteOut'];
export type QuoteStatus = Schemas['QuoteStatus'];
export type QuoteHistoryItem = Schemas['HistoryItem'];
export type QuoteHistoryReplace = Schemas['HistoryReplace'];
export type QuoteVersionRef = Schemas['QuoteRef'];
export type QuoteDuplicateIn = Schemas['DuplicateIn'];

// Quotes and orders lists (the /quotes screen), their filters and stats.
export type QuoteListItem = Schemas['QuoteListItem'];
/** A customer-quote line's supplier-cost warning (re-quoted, or the supplier price expires first). */
export type CostFlag = Schemas['CostFlagOut'];
/** The supplier quotes of a customer quote, and the costs they propose for its lines. */
export type AttachedSupplierQuote = Schemas['AttachedOut'];
export type SupplierCosts = Schemas['ConvertOut'];
/** A purchase order as the lists show it (the customer order's dialog lists the ones supplying it). */
export type PurchaseOrderListItem = Schemas['POListItem'];
export type SupplierCostLine = Schemas['CostedLine'];
export type QuoteList = Schemas['ListResponse_QuoteListItem_'];
export type QuoteListParams = NonNullable<operations['list_quotes']['parameters']['query']>;
export type QuoteStatsOut = Schemas['QuoteStatsOut'];
export type QuoteStatsParams = NonNullable<operations['quote_stats']['parameters']['query']>;
export type QuoteFiguresOut = Schemas['QuoteFiguresOut'];
export type OrderStatus = Schemas['OrderStatus'];
export type OrderListItem = Schemas['OrderListItem'];
export type OrderList = Schemas['ListResponse_OrderListItem_'];
export type OrderListParams = NonNullable<operations['list_orders']['parameters']['query']>;
export type OrderOut = Schemas['OrderOut'];

// The quote editor: the add and edit bodies, lines, plots and shipping, and the catalogue's name matching.
export type QuoteAdd = Schemas['QuoteAdd'];
export type QuoteEdit = Schemas['QuoteEdit'];
export type QuoteFields = Schemas['QuoteFields'];
export type QuoteUpdateFields = Schemas['QuoteUpdateFields'];
/** Read off the fields (the name `LineIn` is shared with Buying's lines). */
export type QuoteLineIn = NonNullable<QuoteFields['lines']>[number];
export type QuoteLineOut = Schemas['LineOut'];
export type QuotePlotIn = Schemas['PlotIn'];
export type QuotePlotOut = Schemas['PlotOut'];
export type QuoteShippingIn = Schemas['ShippingIn'];
export type QuoteRefOut = Schemas['Ref'];
export type NameQuery = Schemas['NameQuery'];
export type NameLineOut = Schemas['NameLineOut'];
export type NameMatchOut = Schemas['NameMatchOut'];

// The quote editor's panels and actions: comments, the customer's decision recorded by staff, sending,
// the manager's check and the conversion into an order.
export type QuoteCommentOut = Schemas['CommentOut'];
export type QuoteCustomerCommentIn = Schemas['CustomerCommentIn'];
export type QuoteInternalCommentIn = Schemas['InternalCommentIn'];
export type QuoteCommentEditIn = Schemas['CommentEditIn'];
export type QuoteDecisionIn = Schemas['DecisionIn'];
export type QuoteSendPreviewIn = Schemas['SendPreviewIn'];
// Read off the operations: the schedules' schemas share these names, so the generator prefixes them.
export type QuoteSendPreviewOut = operations['quote_send_preview']['responses'][200]['content']['application/json'];
export type QuoteSendOut = Schemas['SendOut'];
export type QuoteSendParams = NonNullable<operations['send_quote']['parameters']['query']>;
export type QuoteCheckedStatusIn = Schemas['CheckedStatusIn'];
export type QuoteConvertIn = Schemas['ConvertIn'];

// The customer's public quote page (/quote/:uuid): no token, never costs or internal notes.
export type PublicQuoteOut = Schemas['PublicQuoteOut'];
export type PublicQuoteStatus = PublicQuoteOut['status'];
export type PublicLineOut = PublicQuoteOut['lines'][number];
export type QuoteCompanyOut = Schemas['QuoteCompanyOut'];
export type QuoteToggleSelectedIn = Schemas['ToggleSelectedIn'];
/** Read off the public quote (the name `TotalsOut` is shared with Buying's totals). */
export type QuoteTotalsOut = PublicQuoteOut['totals'];
export type QuoteShippingOut = Schemas['ShippingOut'];

// Brickmate, the assistant: questions and answers (cards, sources, what it learned from), feedback, the user's
// conversations; and the admin screen of its index (rebuild jobs, per-kind counts).
export type AskIn = Schemas['AskIn'];
export type AnswerOut = Schemas['AnswerOut'];
export type AnswerCardOut = Schemas['CardOut'];
export type AnswerFactOut = Schemas['FactOut'];
export type AnswerSourceOut = Schemas['SourceOut'];
export type LearnedOut = Schemas['LearnedOut'];
export type ProposalOut = Schemas['ProposalOut'];
export type ProposalRef = Schemas['ProposalRef'];
export type AssistantKind = AnswerSourceOut['kind'];
// A card's kind: any kind the index reads, or one of our customer orders (shown on its call-off schedule).
export type AnswerCardKind = AnswerCardOut['kind'];
export type SourceRef = Schemas['SourceRef'];
export type FeedbackIn = Schemas['FeedbackIn'];
export type FeedbackOut = Schemas['FeedbackOut'];
export type ConversationOut = Schemas['ConversationOut'];
export type ConversationList = Schemas['ListResponse_ConversationOut_'];
export type ConversationDetailOut = Schemas['ConversationDetailOut'];
export type ProcessIn = Schemas['ProcessIn'];
export type IndexJobOut = Schemas['IndexJobOut'];
export type KindStatusOut = Schemas['KindStatusOut'];
export type IndexStatusOut = Schemas['IndexStatusOut'];

// The supplier's public pages: the request for prices (/supplier-quote/:uuid) and the purchase order
// (/purchase-order/:uuid). No token; supplier-facing fields only.
export type PublicSupplierQuoteOut = Schemas['PublicSupplierQuoteOut'];
export type PublicSupplierStatus = PublicSupplierQuoteOut['status'];
export type SupplierLineOut = Schemas['SupplierLineOut'];
export type SupplierChargesOut = Schemas['ChargesOut'];
export type SupplierChargesIn = Schemas['ChargesIn'];
export type SupplierTotalsOut = Schemas['SupplierTotalsOut'];
export type SupplierAnswerIn = Schemas['AnswerIn'];
export type SupplierTotalsIn = Schemas['SupplierTotalsIn'];
export type SupplierDeclineIn = Schemas['SupplierDeclineIn'];
export type SupplierCommentIn = Schemas['SupplierCommentIn'];
export type SupplierCommentOut = Schemas['SupplierCommentOut'];
export type LeadTimeUnit = Schemas['LeadTimeUnit'];
export type HaulageBasis = Schemas['HaulageBasis'];
export type OffloadMethod = Schemas['OffloadMethod'];
export type LoadPreference = Schemas['LoadPreference'];
export type PublicPOOut = Schemas['PublicPOOut'];
export type PublicPOLineOut = Schemas['PublicPOLineOut'];
export type PublicPOAcknowledgeIn = Schemas['PublicAcknowledgeIn'];
export type PublicPOProposeIn = operations['purchase_order_propose']['requestBody']['content']['application/json'];
export type PublicPODeclineIn = Schemas['PublicDeclineIn'];
