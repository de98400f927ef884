/**
 * Every query key of the app, per resource, in one place. Each resource's keys start with its name, so a
 * change invalidates the name and every view of the resource refreshes, whichever feature shows it:
 *
 *   ['customers']                       every customer query (lists, searches, records)
 *   ['customers', 'list', params]       a page of the CRM list
 *   ['customers', 'search', q]          a picker's matches
 *   ['customers', 'detail', id]         the record: the `/customers/{id}` answer as sent, and under it the
 *                                       record's own views (notes, files, activity, stats, tasks…)
 *
 * Rules: store only the API's answer as sent under a `detail(id)` key (a feature that reshapes it appends a
 * suffix: `[...detail(id), 'option']`), so two features never cache two shapes under one key. A change to a
 * record invalidates its resource (`invalidateQueries({ queryKey: queryKeys.customers.all })`); a change to
 * one of its views only (a note) invalidates the record's detail prefix (`queryKeys.subject(subject)`).
 */
import type { Kind } from './api/types';
import { isStale } from './form-errors';

type Id = number | string;

/** The keys every resource has: its root, its lists, its searches and one record. */
function resource<const R extends string>(name: R) {
  const all = [name] as const;
  return {
    all,
    lists: () => [name, 'list'] as const,
    list: <P>(params: P) => [name, 'list', params] as const,
    searches: () => [name, 'search'] as const,
    search: <P>(params: P) => [name, 'search', params] as const,
    /** One record, and the prefix of its own views (notes, files, activity…). */
    detail: (id: Id) => [name, 'detail', id] as const,
  };
}

/** An organisation of each kind is its own resource, as in the API (`/customers`, `/suppliers`…). */
const ORGANISATION_RESOURCES = {
  customer: 'customers',
  supplier: 'suppliers',
  other: 'others',
  company: 'companies',
} as const satisfies Record<Kind, string>;

const customers = resource(ORGANISATION_RESOURCES.customer);
const suppliers = resource(ORGANISATION_RESOURCES.supplier);
const others = resource(ORGANISATION_RESOURCES.other);
const companies = resource(ORGANISATION_RESOURCES.company);
const organisationKeys = { customer: customers, supplier: suppliers, other: others, company: companies } as const;

/** A record that has notes, files, activity, stats or tasks of its own. */
export type Subject =
  | { type: Kind; id: number }
  | { type: 'contact' | 'address' | 'project' | 'quote' | 'order' | 'product'; id: number };

const contacts = resource('contacts');
const addresses = resource('addresses');
const users = {
  ...resource('users'),
  /** Active members of staff, whom one may pick as an account manager (`/contacts/internal`). */
  internalContacts: () => ['users', 'internal-contacts'] as const,
  /** The signed-in user's own record (`/users/me`). */
  me: (userId: number) => ['users', 'me', userId] as const,
  /** Every day view (invalidate after a change to what it lists: notifications, tasks). */
  myDays: () => ['users', 'myDay'] as const,
  myDay: (userId: number, day: string) => ['users', 'myDay', userId, day] as const,
};
const products = {
  ...resource('products'),
  history: (productId: number) => ['products', 'detail', productId, 'history'] as const,
};
const projects = {
  ...resource('projects'),
  board: <P>(params: P) => ['projects', 'board', params] as const,
};
const quotes = {
  ...resource('quotes'),
  /** One version of a quote (null: the current one). */
  version: (quoteId: number, version: number | null) => ['quotes', 'detail', quoteId, 'version', version ?? 'current'] as const,
  history: (quoteId: number) => ['quotes', 'detail', quoteId, 'history'] as const,
  comments: (quoteId: number, kind: string) => ['quotes', 'detail', quoteId, 'comments', kind] as const,
  statsAll: () => ['quotes', 'stats'] as const,
  stats: <P>(params: P) => ['quotes', 'stats', params] as const,
};
/** Orders are their own resource: a quote change that touches its order invalidates both roots. */
const orders = resource('orders');
/** Supplier quotes (Buying): lists, one quote (and its versions, history, comments), requests' comparisons. */
const supplierQuotes = {
  ...resource('supplier-quotes'),
  version: (quoteId: number, version: number | null) =>
    ['supplier-quotes', 'detail', quoteId, 'version', version ?? 'current'] as const,
  history: (quoteId: number) => ['supplier-quotes', 'detail', quoteId, 'history'] as const,
  comments: (quoteId: number, kind: string) => ['supplier-quotes', 'detail', quoteId, 'comments', kind] as const,
  /** The answers of a request (or of a customer quote's requests), each quote in full, for the comparison. */
  comparison: <P>(params: P) => ['supplier-quotes', 'comparison', params] as const,
  suggestions: (productIds: readonly number[]) => ['supplier-quotes', 'suggest', productIds] as const,
};
/** Purchase orders (Buying): made from awarded supplier quote lines. */
const purchaseOrders = resource('purchase-orders');
/**
 * Call-off schedules (Delivering): `list` the orders with their balances, `board` the call-offs of a date range,
 * `detail(orderId)` one order's schedule, `callOff(id)` one call-off. A call-off change invalidates the root.
 */
const schedules = {
  ...resource('schedules'),
  board: <P>(params: P) => ['schedules', 'board', params] as const,
  /** The month board's summary per day, and one day's call-offs a page at a time. */
  month: <P>(params: P) => ['schedules', 'month', params] as const,
  day: <P>(params: P) => ['schedules', 'day', params] as const,
  callOff: (scheduleId: number) => ['schedules', 'call-off', scheduleId] as const,
};
/**
 * The task pad: `board` the columns' first cards, `column` a column's further pages, `list` the list view,
 * `detail(id)` one task (and its messages under it), `linked` a record's tasks. A task change invalidates the root.
 */
const taskpad = {
  ...resource('tasks'),
  board: <P>(params: P) => ['tasks', 'board', params] as const,
  column: <P>(params: P, stageId: number) => ['tasks', 'column', params, stageId] as const,
  messages: (taskId: number) => ['tasks', 'detail', taskId, 'messages'] as const,
  activity: (taskId: number) => ['tasks', 'detail', taskId, 'activity'] as const,
  files: (taskId: number) => ['tasks', 'detail', taskId, 'files'] as const,
  stages: () => ['tasks', 'stages'] as const,
  linked: (recordType: string, recordId: number) => ['tasks', 'linked', recordType, recordId] as const,
};

export const queryKeys = {
  customers,
  suppliers,
  others,
  companies,
  /** The keys of an organisation's kind: `queryKeys.organisation('supplier').detail(4)`. */
  organisation: (kind: Kind) => organisationKeys[kind],
  /** Views across the four kinds: the organisation picker's searches, a record named by id without its kind. */
  organisations: {
    all: ['organisations'] as const,
    searches: () => ['organisations', 'search'] as const,
    search: (q: string) => ['organisations', 'search', q] as const,
    ref: (id: number, kind: Kind | null) => ['organisations', 'ref', id, kind] as const,
  },
  contacts,
  addresses,
  /** Import jobs: a page of a job's report (an ended job's rows do not change). */
  imports: {
    rows: <Q>(jobId: number, query: Q) => ['imports', 'rows', jobId, query] as const,
  },
  /** A record's own views, under its detail key: a change to the record refreshes them. */
  subject: (subject: Subject): readonly [string, 'detail', Id] => {
    switch (subject.type) {
      case 'customer':
      case 'supplier':
      case 'other':
      case 'company':
        return organisationKeys[subject.type].detail(subject.id);
      case 'contact':
        return contacts.detail(subject.id);
      case 'address':
        return addresses.detail(subject.id);
      case 'project':
        return projects.detail(subject.id);
      case 'quote':
        return quotes.detail(subject.id);
      case 'order':
        return orders.detail(subject.id);
      case 'product':
        return products.detail(subject.id);
    }
  },
  notes: (subject: Subject) => [...queryKeys.subject(subject), 'notes'] as const,
  files: (subject: Subject) => [...queryKeys.subject(subject), 'files'] as const,
  activity: (subject: Subject) => [...queryKeys.subject(subject), 'activity'] as const,
  stats: (subject: Subject) => [...queryKeys.subject(subject), 'stats'] as const,
  tasks: (subject: Subject) => [...queryKeys.subject(subject), 'tasks'] as const,
  users,
  notifications: {
    all: ['notifications'] as const,
    list: (userId: number) => ['notifications', 'list', userId] as const,
  },
  outbox: resource('outbox'),
  auth: {
    all: ['auth'] as const,
    terms: () => ['auth', 'terms'] as const,
    checkToken: (token: string) => ['auth', 'checkToken', token] as const,
  },
  assistant: {
    all: ['assistant'] as const,
    /** The user's conversation history (its pages); apart from the conversations, which a new answer updates in place. */
    conversations: () => ['assistant', 'conversations', 'list'] as const,
    conversation: (conversationId: number) => ['assistant', 'conversations', 'detail', conversationId] as const,
    index: () => ['assistant', 'index'] as const,
    indexStatus: () => ['assistant', 'index', 'status'] as const,
    indexJob: (jobId: number) => ['assistant', 'index', 'job', jobId] as const,
  },
  products,
  projects,
  quotes,
  orders,
  supplierQuotes,
  purchaseOrders,
  schedules,
  taskpad,
  /** The customer's public quote page: its own cache, apart from the staff keys (no session). */
  publicQuote: {
    all: (uuid: string) => ['public-quote', uuid] as const,
    quote: (uuid: string, version: number | null) => ['public-quote', uuid, version] as const,
    comments: (uuid: string) => ['public-quote', uuid, 'comments'] as const,
  },
};

/**
 * The roots a CRM change refreshes: every organisation kind, contacts, addresses and the cross-kind views.
 * A contact's list shows its organisation's name and an organisation's tabs list its contacts, so a change
 * to any of them refreshes all of them (every other feature's views of those records included).
 */
export const CRM_ROOTS = [
  customers.all,
  suppliers.all,
  others.all,
  companies.all,
  queryKeys.organisations.all,
  contacts.all,
  addresses.all,
] as const;

type Invalidator = { invalidateQueries: (filters: { queryKey: readonly unknown[] }) => Promise<void> };

/** Invalidate several roots at once: `invalidateAll(queryClient, CRM_ROOTS)`. */
export function invalidateAll(queryClient: Invalidator, roots: readonly (readonly unknown[])[]): Promise<void> {
  return Promise.all(roots.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);
}

/**
 * A mutation's `onError` for a change sent with the version it read: refused as stale (409, someone else saved
 * first), the roots are refetched, so the screen shows the record as it is now and a second try sends its version.
 */
export function refetchWhenStale(queryClient: Invalidator, roots: readonly (readonly unknown[])[]) {
  return (error: unknown): void => {
    if (isStale(error)) void invalidateAll(queryClient, roots);
  };
}
