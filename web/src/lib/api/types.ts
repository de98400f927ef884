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
