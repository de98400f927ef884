import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { NoteOut, ProjectDetailOut } from '@/lib/api/types';
import { snackbarStore } from '@/lib/snackbar';
import { mockFetch, type MockResponse } from '@/test/fetch-mock';
import { phoneScreen } from '@/test/match-media';
import { logIn, renderRoute } from '@/test/render';
import { catalogueProduct, detail, page, stats } from '../testing/fixtures';


type Routes = Record<string, MockResponse | ((r: { url: string; body: unknown }) => MockResponse)>;

const AT = '2025-11-20T12:00:00Z';
const ELLAND: ProjectDetailOut = detail(42, {
  name: 'Elland Road',
  reference: 'ER-01',
  glenigan_id: '24012345',
  stage: 'tender',
  number_of_plots: 120,
  estimated_value: '1250000.00',
  version: 3,
  architects: [{ id: 61, name: 'Hudson Architects', town: 'Leeds', added_at: AT }],
  suppliers: [{ id: 8, name: 'Ibstock Brick', town: 'Ibstock', added_at: AT }],
  suggested_products: [
    {
      product_id: 501,
      code: 'IB-501',
      name: 'Tradesman Red',
      supplier_name: 'Ibstock Brick',
      list_price: '520.00',
      selling_unit: 'per_1000',
      quantity: '60000.00',
      note: 'Front elevations',
      added_at: AT,
    },
  ],
});

const base: Routes = {
  'GET /api/notifications/1': { body: [] },
  'GET /api/contacts/internal': { body: [] },
  'GET /api/projects/42': { body: ELLAND },
  'GET /api/projects/stats/42': {
    body: stats({
      suppliers: 1,
      architects: 1,
      suggested_products: 1,
      notes: 2,
      quotes: { quotes: 1, open_quotes: 0, open_value: '0.00', accepted_value: '0.00', orders: 0, win_rate: null },
    }),
  },
  'GET /api/projects/notes/42': { body: [] },
  'GET /api/projects/activity/42': page([]),
  'GET /api/addresses/all/1': page([]),
};

async function openProject(routes: Routes = {}, role = 'admin') {
  logIn({ role });
  const api = mockFetch({ ...base, ...routes });
  const view = renderRoute({ path: '/projects/view/42' });
  await screen.findByRole('heading', { level: 1, name: 'Elland Road' }, { timeout: 10_000 });
  return { api, ...view };
}

const section = (name: string) => screen.findByRole('region', { name });
const bodyOf = (api: ReturnType<typeof mockFetch>, path: string) => api.calls.find((c) => c.path === path)?.body;

describe('project screen', () => {
  it("links to a company's screen when the project's customer is a company (a prospect)", async () => {
    await openProject({
      'GET /api/projects/42': { body: detail(42, { name: 'Elland Road', customer_id: 8, customer_name: 'Harrogate Living Ltd', customer_kind: 'company' }) },
    });
    const summary = screen.getByRole('group', { name: 'Project summary' });
    expect(within(summary).getByRole('link', { name: 'Harrogate Living Ltd' })).toHaveAttribute('href', '/company?id=8');
  });

  it('shows the heading, the figures, the details and what is linked to the project', async () => {
    await openProject();
    const summary = screen.getByRole('group', { name: 'Project summary' });
    expect(summary).toHaveTextContent(/^TenderRef ER-01Glenigan 24012345for Calder Valley Homes$/);
    expect(within(summary).getByRole('link', { name: 'Calder Valley Homes' })).toHaveAttribute('href', '/customer?id=5');
    const figures = await screen.findByRole('region', { name: 'Figures' });
    expect(within(figures).getByRole('group', { name: 'Suggested products' })).toHaveTextContent('1');
    expect(within(figures).getByRole('group', { name: 'Notes' })).toHaveTextContent('2');
    expect(within(figures).getByRole('group', { name: 'Quotes' })).toHaveTextContent('10 open · £0');
    expect(within(figures).getByRole('group', { name: 'Won' })).toHaveTextContent(/^Won£00 orders$/);

    const details = screen.getByRole('form', { name: 'Details' });
    expect(within(details).getByLabelText(/^Name/)).toHaveValue('Elland Road');
    expect(within(details).getByLabelText('Estimated value')).toHaveValue('1250000.00');
    expect(within(details).queryByLabelText('Glenigan id')).not.toBeInTheDocument();

    expect(within(await section('Architects')).getByRole('link', { name: 'Hudson Architects' })).toHaveAttribute('href', '/other?id=61');
    expect(within(await section('Suppliers')).getByRole('link', { name: 'Ibstock Brick' })).toHaveAttribute('href', '/supplier?id=8');
    const products = screen.getByRole('table', { name: 'Suggested products' });
    expect(within(products).getByRole('link', { name: 'Tradesman Red' })).toHaveAttribute('href', '/products/501');
    expect(within(products).getAllByRole('row')[1]).toHaveTextContent(/IB-501.*Ibstock Brick.*£520\.00 per 1,000.*60,000.*Front elevations/);
  });

  it('edits the Glenigan id in place through its own call', async () => {
    let stored = ELLAND;
    const { api } = await openProject({
      'GET /api/projects/42': () => ({ body: stored }),
      'PUT /api/projects/update/glenigan': ({ body }) => {
        stored = { ...ELLAND, glenigan_id: (body as { glenigan: string }).glenigan, version: 4 };
        return { body: stored };
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Edit Glenigan id' }));
    const box = screen.getByRole('textbox', { name: 'Glenigan id' });
    expect(box).toHaveValue('24012345');
    await userEvent.clear(box);
    await userEvent.type(box, ' 24099999 {Enter}');
    expect(await screen.findByText('Glenigan 24099999')).toBeInTheDocument();
    expect(bodyOf(api, '/api/projects/update/glenigan')).toEqual({ glenigan: '24099999', projectId: 42, version: ELLAND.version });
    expect(snackbarStore.get().message).toBe('The Glenigan id was saved.');
  });

  it('a project changed since the Glenigan id was opened is not saved over: its id now is shown, and saving again replaces it', async () => {
    let stored = ELLAND;
    let refused = false;
    const { api } = await openProject({
      'GET /api/projects/42': () => ({ body: stored }),
      'PUT /api/projects/update/glenigan': ({ body }) => {
        if (!refused) {
          refused = true;
          stored = { ...ELLAND, glenigan_id: '24055555', version: ELLAND.version + 1 }; // a colleague's, saved first
          return { status: 409, body: { detail: 'This project was changed by someone else since you opened it.', errors: [] } };
        }
        stored = { ...stored, glenigan_id: (body as { glenigan: string }).glenigan, version: stored.version + 1 };
        return { body: stored };
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Edit Glenigan id' }));
    const box = screen.getByRole('textbox', { name: 'Glenigan id' });
    await userEvent.clear(box);
    await userEvent.type(box, '24099999{Enter}');
    expect(await screen.findByText(/its Glenigan id is now “24055555”\. Save again to replace it\./)).toBeInTheDocument();
    expect(box).toHaveValue('24099999');
    await userEvent.type(box, '{Enter}');
    expect(await screen.findByText('Glenigan 24099999')).toBeInTheDocument();
    const bodies = api.calls.filter((c) => c.path === '/api/projects/update/glenigan').map((c) => c.body);
    expect(bodies).toEqual([
      { glenigan: '24099999', projectId: 42, version: ELLAND.version },
      { glenigan: '24099999', projectId: 42, version: ELLAND.version + 1 },
    ]);
  });

  it('saves the details with the version they started from; a stale one offers Reload', async () => {
    let stored = ELLAND;
    const { api } = await openProject({
      'GET /api/projects/42': () => ({ body: stored }),
      'POST /api/projects/update/': {
        status: 409,
        body: { detail: 'This project was changed by someone else since you opened it. Reload to see their changes.' },
      },
    });
    const details = screen.getByRole('form', { name: 'Details' });
    const plots = within(details).getByLabelText('Number of plots');
    await userEvent.clear(plots);
    await userEvent.type(plots, '140');
    await userEvent.click(within(details).getByRole('button', { name: 'Save changes' }));
    expect(await within(details).findByText(/changed by someone else/)).toBeInTheDocument();
    expect(bodyOf(api, '/api/projects/update/')).toEqual({
      project_id: 42,
      version: 3,
      name: 'Elland Road',
      reference: 'ER-01',
      glenigan_id: '24012345',
      stage: 'tender',
      customer_id: 5,
      site_address_id: null,
      number_of_plots: 140,
      estimated_value: '1250000.00',
      start_date: '2026-03-02',
      end_date: null,
      description: '',
      account_manager_id: null,
    });

    stored = { ...ELLAND, stage: 'won', version: 5 };
    await userEvent.click(within(details).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(within(details).getByLabelText('Number of plots')).toHaveValue('120'));
    expect(within(details).getByRole('combobox', { name: 'Stage' })).toHaveTextContent('Won');
  });

  it('adds an architect found by name, and removes a supplier after a confirmation', async () => {
    const { api } = await openProject({
      'GET /api/others/all/1': page([{ id: 62, name: 'Halliday Meecham' }]),
      'POST /api/projects/architect/add': { body: ELLAND },
      'POST /api/projects/supplier/remove': { body: ELLAND },
    });
    const architects = await section('Architects');
    await userEvent.type(within(architects).getByRole('combobox', { name: 'Add an architect' }), 'Halli');
    await userEvent.click(await screen.findByRole('option', { name: 'Halliday Meecham' }));
    await userEvent.click(within(architects).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(bodyOf(api, '/api/projects/architect/add')).toEqual({ project_id: 42, architect_id: 62 }));
    const search = api.fetchMock.mock.calls.map((call) => String(call[0])).find((url) => url.startsWith('/api/others/all/1'));
    expect(search).toBe('/api/others/all/1?q=Halli&items_per_page=8');
    await waitFor(() => expect(snackbarStore.get().message).toBe('Halliday Meecham was added as an architect.'));

    const suppliers = await section('Suppliers');
    await userEvent.click(within(suppliers).getByRole('button', { name: 'Remove Ibstock Brick' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Ibstock Brick?' });
    expect(api.count('POST', '/api/projects/supplier/remove')).toBe(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(bodyOf(api, '/api/projects/supplier/remove')).toEqual({ project_id: 42, supplier_id: 8 }));
  });

  it('shows why an architect cannot be added twice', async () => {
    await openProject({
      'GET /api/others/all/1': page([{ id: 61, name: 'Hudson Architects' }]),
      'POST /api/projects/architect/add': {
        status: 409,
        body: { detail: 'Hudson Architects is already an architect of this project.' },
      },
    });
    const architects = await section('Architects');
    await userEvent.click(within(architects).getByRole('button', { name: 'Add' }));
    expect(await within(architects).findByText('This field is required')).toBeInTheDocument();
    await userEvent.type(within(architects).getByRole('combobox', { name: 'Add an architect' }), 'Hud');
    await userEvent.click(await screen.findByRole('option', { name: 'Hudson Architects' }));
    await userEvent.click(within(architects).getByRole('button', { name: 'Add' }));
    expect(await within(architects).findByText('Hudson Architects is already an architect of this project.')).toBeInTheDocument();
  });

  it('suggests a product found in the catalogue with a quantity and a note, and removes one', async () => {
    const { api } = await openProject({
      'POST /api/products/query': page([catalogueProduct(77, { code: 'FT-77', name: 'Atherstone Red', supplier_name: 'Forterra' })]),
      'PUT /api/projects/suggestedProduct/add': { body: ELLAND },
      'PUT /api/projects/suggestedProduct/remove': { body: ELLAND },
    });
    const form = screen.getByRole('form', { name: 'Suggest a product' });
    await userEvent.type(within(form).getByRole('combobox', { name: 'Product' }), 'atherstone');
    const option = await screen.findByRole('option', { name: /Atherstone Red/ });
    expect(option).toHaveTextContent('FT-77 · Atherstone Red');
    expect(option).toHaveTextContent('Forterra · £520.00 per 1,000');
    await userEvent.click(option);
    expect(bodyOf(api, '/api/products/query')).toEqual({ q: 'atherstone', status: 'active', items_per_page: 8, page: 1 });
    await userEvent.type(within(form).getByLabelText('Quantity'), '12,000');
    await userEvent.type(within(form).getByLabelText('Note'), 'Rear elevations');
    await userEvent.click(within(form).getByRole('button', { name: 'Suggest' }));
    await waitFor(() =>
      expect(bodyOf(api, '/api/projects/suggestedProduct/add')).toEqual({
        project_id: 42,
        product_id: 77,
        quantity: '12000',
        note: 'Rear elevations',
      }),
    );
    await waitFor(() => expect(within(form).getByLabelText('Quantity')).toHaveValue(''));

    await userEvent.click(screen.getByRole('button', { name: 'Remove Tradesman Red' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(bodyOf(api, '/api/projects/suggestedProduct/remove')).toEqual({ project_id: 42, product_id: 501 }),
    );
  });

  it('keeps notes through the project’s own note calls', async () => {
    let notes: NoteOut[] = [];
    const { api } = await openProject({
      'GET /api/projects/notes/42': () => ({ body: notes }),
      'POST /api/projects/note/add': ({ body }) => {
        const added: NoteOut = {
          note_id: 9,
          related_id: 42,
          note: (body as { note: string }).note,
          author_id: 1,
          author_name: 'Ada Lovelace',
          created_at: AT,
          edited_at: null,
          can_edit: true,
        };
        notes = [added];
        return { status: 201, body: added };
      },
    });
    expect(await screen.findByText('No notes yet. Write the first one above.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Add a note' }), 'Tender due on Friday{Enter}');
    const list = await screen.findByRole('list', { name: 'Notes' });
    expect(within(list).getByText('Tender due on Friday')).toBeInTheDocument();
    expect(bodyOf(api, '/api/projects/note/add')).toEqual({ project_id: 42, note: 'Tender due on Friday' });
  });

  it('lets a manager delete the project after a confirmation, and hides Delete from staff', async () => {
    const { api, router, unmount } = await openProject({ 'DELETE /api/projects/delete/42': { status: 204 }, 'GET /api/projects/board': { body: { columns: [] } } }, 'manager');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Elland Road?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects/'));
    expect(api.count('DELETE', '/api/projects/delete/42')).toBe(1);
    expect(snackbarStore.get().message).toBe('Elland Road was deleted.');
    unmount();

    await openProject({}, 'staff');
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});

describe('a project on a phone', () => {
  it('folds each section to a line saying what it holds; a tap unfolds it', async () => {
    phoneScreen();
    await openProject();
    const fold = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });
    expect(fold('Details')).toHaveTextContent('120 plots · £1,250,000');
    expect(fold('Architects')).toHaveTextContent('Hudson Architects');
    expect(fold('Suppliers')).toHaveTextContent('Ibstock Brick');
    expect(fold('Suggested products')).toHaveTextContent('1 product');
    await waitFor(() => expect(fold('Notes')).toHaveTextContent('2 notes'));
    for (const name of ['Details', 'Architects', 'Suppliers', 'Suggested products', 'Notes', 'Activity']) {
      expect(fold(name)).toHaveAttribute('aria-expanded', 'false');
    }
    // Folded, the details form is there (typed input kept) but hidden.
    expect(screen.getByRole('form', { name: 'Details', hidden: true })).not.toBeVisible();
    await userEvent.click(fold('Details'));
    expect(fold('Details')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('form', { name: 'Details' })).toBeVisible();
    expect(screen.getByRole('table', { name: 'Suggested products', hidden: true })).not.toBeVisible();
  });
});

describe('a customer’s projects', () => {
  it('are listed on the customer’s screen with the way to start one for the customer', async () => {
    logIn();
    const api = mockFetch({
      'GET /api/notifications/1': { body: [] },
      'GET /api/contacts/internal': { body: [] },
      'GET /api/customers/5': {
        body: {
          id: 5, customer_id: 5, kind: 'customer', name: 'Calder Valley Homes', account_number: '', category: '', email: '',
          phone: '', website: '', vat_number: '', description: '', town: '', postcode: '', account_manager_id: null,
          account_manager_name: null, archived: false, archived_at: null, version: 1, created_at: AT, updated_at: AT,
        },
      },
      'GET /api/customers/stats/5': {
        body: {
          contacts: 0, addresses: 0, site_addresses: 0, notes: 0, files: 0, last_activity_at: null, last_activity_summary: null,
          quotes: { quotes: 0, open_quotes: 0, open_value: '0.00', accepted_value: '0.00', orders: 0, win_rate: null },
        },
      },
      'GET /api/projects/all': page([ELLAND]),
    });
    renderRoute({ path: '/customer?id=5' });
    const projects = await screen.findByRole('region', { name: 'Projects' }, { timeout: 10_000 });
    expect(await within(projects).findByRole('link', { name: 'Elland Road' })).toHaveAttribute('href', '/projects/view/42');
    expect(within(projects).getByRole('link', { name: 'New project' })).toHaveAttribute('href', '/projects/new?customer_id=5');
    const call = api.fetchMock.mock.calls.map((c) => String(c[0])).find((url) => url.startsWith('/api/projects/all'));
    expect(call).toBe('/api/projects/all?customer_id=5&items_per_page=10&sort=-updated_at&page=1');
  });
});
