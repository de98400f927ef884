/** The quote editor's screen in tests: the calls it makes on opening, answered, and helpers to read it. */
import { screen, within } from '@testing-library/react';
import type { ContactOut } from '@/lib/api/types';
import { mockFetch, type MockResponse } from '@/test/fetch-mock';
import { logIn, renderRoute } from '@/test/render';
import { catalogueProduct } from './editor-fixtures';

type Handler = MockResponse | ((r: { url: string; body: unknown }) => MockResponse);
export type Routes = Record<string, Handler>;

const AT = '2025-11-20T12:00:00Z';
const page = <T>(items: T[]) => ({ body: { items, total: items.length, page: 1, items_per_page: 25 } });

const JO: ContactOut = {
  contact_id: 11,
  first_name: 'Jo',
  last_name: 'Bloggs',
  full_name: 'Jo Bloggs',
  email: 'jo@calder.example',
  phone: '',
  mobile: '',
  job_title: 'Buyer',
  related_id: 5,
  related_name: 'Calder Valley Homes',
  related_type: 'customer',
  archived: false,
  version: 1,
  created_at: AT,
  updated_at: AT,
};

const base: Routes = {
  'GET /api/notifications/1': { body: [] },
  'GET /api/contacts/internal': {
    body: [{ user_id: 1, first_name: 'Ada', last_name: 'Lovelace', full_name: 'Ada Lovelace', email: 'ada@example.com', phone: '', role: 'admin' }],
  },
  'GET /api/customers/all/1': page([{ id: 5, name: 'Calder Valley Homes' }]),
  'GET /api/companys': page([]),
  'GET /api/contacts/customer/5': { body: [JO] },
  'GET /api/addresses/customer/5': { body: [] },
  'GET /api/projects/all': page([]),
  'POST /api/products/query': page([catalogueProduct(501)]),
  // Quote 9's supplier quotes (the editor lists them): none unless a test says otherwise.
  'GET /api/suppliers/quote/attached/9': { body: [] },
};

/** The editor at `path`, logged in, once its heading shows. */
export async function openEditor(path: string, routes: Routes = {}, heading: string | RegExp = /Quote Q-000009/) {
  logIn();
  const api = mockFetch({ ...base, ...routes });
  const view = renderRoute({ path });
  await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 });
  return { api, ...view };
}

/** The body of the last `method` call to `path`. */
export const bodyOf = (api: ReturnType<typeof mockFetch>, method: string, path: string) =>
  api.calls.filter((c) => c.method === method && c.path === path).at(-1)?.body;
const totals = () => screen.getByRole('region', { name: 'Totals' });
export const figure = (name: string) => within(totals()).getByRole('group', { name });
export const cell = (name: string) => screen.getByRole('textbox', { name });
