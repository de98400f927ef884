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
export type CustomerList = Schemas['ListResponse_CustomerOut_'];
export type SupplierList = Schemas['ListResponse_SupplierOut_'];
export type OtherList = Schemas['ListResponse_OtherOut_'];
export type CompanyList = Schemas['ListResponse_CompanyOut_'];
export type OrganisationListParams = NonNullable<operations['list_customers']['parameters']['query']>;
export type ContactListParams = NonNullable<operations['list_contacts']['parameters']['query']>;

// CSV import of the CRM lists: the preview of an uploaded file, and the (dry-run) report.
export type ImportPreview = Schemas['ImportPreviewOut'];
export type ImportField = Schemas['ImportFieldOut'];
export type ImportReport = Schemas['ImportReportOut'];
export type ImportRow = Schemas['ImportRowOut'];
