import { createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { snackbarStore } from '@/lib/snackbar';
import { mockFetch, type MockResponse } from '@/test/fetch-mock';
import { logIn, renderRoute } from '@/test/render';
import { board, customer, page, project } from '../testing/fixtures';

// The board renders six columns of cards inside the whole shell: give a busy machine time (nothing is timed).

type Routes = Record<string, MockResponse | ((r: { url: string; body: unknown }) => MockResponse)>;

const ELLAND = project(1, { name: 'Elland Road', estimated_value: '1250000.00', number_of_plots: 120, reference: 'ER-01' });
const HOLBECK = project(2, { name: 'Holbeck Yard', estimated_value: '100000.00', customer_name: 'Leeds Living' });
const KIRKSTALL = project(3, { name: 'Kirkstall Forge', estimated_value: '400000.00', version: 4 });
const ARMLEY = project(4, { name: 'Armley Mills', estimated_value: null });
const BOARD = board({ lead: [ELLAND, HOLBECK], tender: [KIRKSTALL, ARMLEY] });

const urls = (api: ReturnType<typeof mockFetch>, path: string) =>
  api.fetchMock.mock.calls.map((call) => String(call[0])).filter((url) => url.split('?')[0] === path);

async function openProjects(routes: Routes, path = '/projects/') {
  logIn();
  const api = mockFetch({ 'GET /api/notifications/1': { body: [] }, ...routes });
  const view = renderRoute({ path });
  await screen.findByRole('heading', { level: 1, name: 'Project planning' }, { timeout: 10_000 });
  return { api, ...view };
}

const column = (name: string) => screen.findByRole('region', { name });
const cardNames = (region: HTMLElement) => within(region).queryAllByRole('article').map((card) => card.getAttribute('aria-label'));

/**
 * Hold the answers to the calls `held` picks until the test lets them through, to see the board in between.
 * Calls are recorded as they are made.
 */
function holdAnswers(held: (url: string, method: string) => boolean) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const original = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const answer = original(input, init);
    // The typed client passes a Request for an absolute URL; compare its path as the others' relative URL.
    const url = input instanceof Request ? new URL(input.url) : null;
    const path = url ? `${url.pathname}${url.search}` : String(input);
    const method = input instanceof Request ? input.method : (init?.method ?? 'GET');
    if (held(path, method.toUpperCase())) await gate;
    return answer;
  });
  return () => release();
}

const holdMoves = () => holdAnswers((url) => url.startsWith('/api/projects/move'));

describe('project planning board', () => {
  it('shows a column per stage with its count and summed value, and cards that lead to their project', async () => {
    const { api } = await openProjects({ 'GET /api/projects/board': { body: BOARD } });
    const lead = await column('Lead');
    expect(lead).toHaveTextContent('2 projects · £1,350,000');
    expect(await column('Tender')).toHaveTextContent('2 projects · £400,000');
    const won = await column('Won');
    expect(won).toHaveTextContent('0 projects · £0');
    expect(won).toHaveTextContent('No projects');
    for (const stage of ['Lost', 'On site', 'Complete']) expect(await column(stage)).toBeInTheDocument();
    expect(cardNames(lead)).toEqual(['Elland Road', 'Holbeck Yard']);

    const card = within(lead).getByRole('article', { name: 'Elland Road' });
    expect(card).toHaveTextContent(/Calder Valley Homes.*£1,250,000 · 120 plots.*Starts 2 Mar 2026.*Ref ER-01/);
    expect(within(card).getByRole('link', { name: 'Elland Road' })).toHaveAttribute('href', '/projects/view/1');
    expect(screen.getByRole('link', { name: 'New project' })).toHaveAttribute('href', '/projects/new');
    expect(urls(api, '/api/projects/board')).toEqual(['/api/projects/board']);
  });

  it('moves a card from its menu to the top of another stage, shown before the server answers', async () => {
    let stored = BOARD;
    const { api } = await openProjects({
      'GET /api/projects/board': () => ({ body: stored }),
      'PUT /api/projects/move': () => {
        stored = board({ lead: [HOLBECK], tender: [ELLAND, KIRKSTALL, ARMLEY] });
        return { body: { ...ELLAND, stage: 'tender', version: 2 } };
      },
    });
    const release = holdMoves();
    await userEvent.click(await screen.findByRole('button', { name: 'Move Elland Road' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Move to Tender' }));

    // At once: in Tender, at the top, with both columns' figures moved along.
    const tender = await column('Tender');
    await waitFor(() => expect(cardNames(tender)).toEqual(['Elland Road', 'Kirkstall Forge', 'Armley Mills']));
    expect(tender).toHaveTextContent('3 projects · £1,650,000');
    expect(await column('Lead')).toHaveTextContent('1 project · £100,000');
    expect(api.calls.find((c) => c.path === '/api/projects/move')?.body).toEqual({
      project_id: 1,
      stage: 'tender',
      index: 0,
      version: 1,
    });

    release();
    await waitFor(() => expect(snackbarStore.get().message).toBe('Elland Road moved to Tender.'));
    await waitFor(() => expect(api.count('GET', '/api/projects/board')).toBe(2));
    expect(cardNames(await column('Tender'))).toEqual(['Elland Road', 'Kirkstall Forge', 'Armley Mills']);
  });

  it('drops a dragged card where the pointer is: the index counts the cards above it', async () => {
    let stored = BOARD;
    const { api } = await openProjects({
      'GET /api/projects/board': () => ({ body: stored }),
      'PUT /api/projects/move': () => {
        stored = board({ lead: [HOLBECK], tender: [KIRKSTALL, ELLAND, ARMLEY] });
        return { body: { ...ELLAND, stage: 'tender', version: 2 } };
      },
    });
    const tender = await column('Tender');
    // Kirkstall Forge fills 0–100 px of the column and Armley Mills 110–210: 130 px is below the first one's middle.
    const rects: Record<string, [number, number]> = { 'Kirkstall Forge': [0, 100], 'Armley Mills': [110, 100] };
    for (const [name, [top, height]] of Object.entries(rects)) {
      vi.spyOn(within(tender).getByRole('article', { name }), 'getBoundingClientRect').mockReturnValue({
        top,
        height,
        bottom: top + height,
        left: 0,
        right: 280,
        width: 280,
        x: 0,
        y: top,
        toJSON: () => ({}),
      });
    }
    const dataTransfer = { setData: vi.fn(), effectAllowed: '', dropEffect: '' };
    const at = (type: 'dragOver' | 'drop', clientY: number) => {
      const event = createEvent[type](tender, { dataTransfer });
      Object.defineProperty(event, 'clientY', { value: clientY });
      fireEvent(tender, event);
    };

    fireEvent.dragStart(screen.getByRole('article', { name: 'Elland Road' }), { dataTransfer });
    expect(dataTransfer.setData).toHaveBeenCalledWith('text/plain', '1');
    at('dragOver', 130);
    at('drop', 130);

    await waitFor(() => expect(api.count('PUT', '/api/projects/move')).toBe(1));
    expect(api.calls.find((c) => c.path === '/api/projects/move')?.body).toEqual({
      project_id: 1,
      stage: 'tender',
      index: 1,
      version: 1,
    });
    expect(cardNames(tender)).toEqual(['Kirkstall Forge', 'Elland Road', 'Armley Mills']);
  });

  it('puts a refused move back (409), says why and fetches the board again', async () => {
    // Someone else moved Armley Mills to Won meanwhile: the board fetched after the refusal shows it.
    const latest = board({ lead: [ELLAND, HOLBECK], tender: [{ ...KIRKSTALL, version: 5 }], won: [ARMLEY] });
    let fetched = 0;
    const { api } = await openProjects({
      'GET /api/projects/board': () => ({ body: ++fetched > 1 ? latest : BOARD }),
      'PUT /api/projects/move': {
        status: 409,
        body: { detail: 'This project was changed by someone else since you opened it. Reload to see their changes.' },
      },
    });
    const release = holdMoves();
    const releaseRefetch = holdAnswers(
      (url) => url.startsWith('/api/projects/board') && api.count('GET', '/api/projects/board') > 1,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Move Kirkstall Forge' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Move down' }));
    const tender = await column('Tender');
    await waitFor(() => expect(cardNames(tender)).toEqual(['Armley Mills', 'Kirkstall Forge']));
    expect(api.calls.find((c) => c.path === '/api/projects/move')?.body).toEqual({
      project_id: 3,
      stage: 'tender',
      index: 1,
      version: 4,
    });

    // Refused: the board goes back as it was while the latest is fetched.
    release();
    await waitFor(() => expect(cardNames(tender)).toEqual(['Kirkstall Forge', 'Armley Mills']));
    await waitFor(() =>
      expect(snackbarStore.get()).toMatchObject({
        message: 'This project was changed by someone else. The board now shows the latest.',
        colour: 'error',
      }),
    );
    await waitFor(() => expect(api.count('GET', '/api/projects/board')).toBe(2));
    releaseRefetch();
    await waitFor(() => expect(cardNames(tender)).toEqual(['Kirkstall Forge']));
    expect(cardNames(await column('Won'))).toEqual(['Armley Mills']);
  });

  it('searches and filters by customer, both kept in the address; a filtered move goes to the top of the column', async () => {
    const { api, router } = await openProjects({
      'GET /api/projects/board': ({ url }) => ({ body: url.includes('customer_id=5') ? board({ lead: [ELLAND] }) : BOARD }),
      'GET /api/customers/5': { body: customer(5) },
      'PUT /api/projects/move': { body: { ...ELLAND, stage: 'won', version: 2 } },
    });
    await column('Lead');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search projects' }), 'elland');
    await waitFor(() => expect(router.state.location.search).toBe('?q=elland'));
    await waitFor(() => expect(urls(api, '/api/projects/board')).toContain('/api/projects/board?q=elland'));

    await router.navigate('/projects/?q=elland&customer_id=5');
    await waitFor(() => expect(urls(api, '/api/projects/board')).toContain('/api/projects/board?q=elland&customer_id=5'));
    expect(await screen.findByRole('combobox', { name: 'Customer' })).toHaveValue('Calder Valley Homes');
    expect(screen.getByText(/Showing the matching projects only/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New project' })).toHaveAttribute('href', '/projects/new?customer_id=5');

    await userEvent.click(await screen.findByRole('button', { name: 'Move Elland Road' }));
    expect(screen.queryByRole('menuitem', { name: 'Move down' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Move to Won' }));
    await waitFor(() => expect(api.count('PUT', '/api/projects/move')).toBe(1));
    expect(api.calls.find((c) => c.path === '/api/projects/move')?.body).toMatchObject({ stage: 'won', index: 0 });
  });
});

describe('project list', () => {
  const LIST = 'GET /api/projects/all';

  it('opens from its tab with the newest change first, and sorts by a column', async () => {
    const { api, router } = await openProjects({
      'GET /api/projects/board': { body: BOARD },
      [LIST]: page([ELLAND, HOLBECK], 2),
    });
    await userEvent.click(screen.getByRole('tab', { name: 'List' }));
    const table = await screen.findByRole('table', { name: 'Projects' });
    await within(table).findByRole('link', { name: 'Elland Road' });
    expect(router.state.location.search).toBe('?view=list');
    expect(urls(api, '/api/projects/all')).toEqual(['/api/projects/all?page=1&items_per_page=25&sort=-updated_at']);
    const row = within(table).getAllByRole('row')[1];
    expect(row).toHaveTextContent(/Elland Road.*ER-01.*Lead.*Calder Valley Homes.*£1,250,000\.00.*120.*2 Mar 2026/);
    expect(within(row).getByRole('link', { name: 'Calder Valley Homes' })).toHaveAttribute('href', '/customer?id=5');

    await userEvent.click(within(table).getByRole('button', { name: 'Value' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=list&sort=estimated_value'));
    await waitFor(() =>
      expect(urls(api, '/api/projects/all')).toContain('/api/projects/all?page=1&items_per_page=25&sort=estimated_value'),
    );
  });

  it('filters by stages and start dates, in the address and the request, and back to page 1', async () => {
    const { api, router } = await openProjects(
      { [LIST]: ({ url }) => (url.includes('stage=') ? page([HOLBECK], 1) : page([ELLAND, HOLBECK], 60, 2)) },
      '/projects/?view=list&page=2',
    );
    await screen.findByRole('link', { name: 'Elland Road' });

    await userEvent.click(screen.getByRole('combobox', { name: 'Stage' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Tender' }));
    await userEvent.click(screen.getByRole('option', { name: 'Lead' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.search).toBe('?view=list&stage=lead&stage=tender'));
    expect(await screen.findByRole('link', { name: 'Holbeck Yard' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Elland Road' })).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Starts from'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('Starts by'), { target: { value: '2026-06-30' } });
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?view=list&stage=lead&stage=tender&start_from=2026-01-01&start_to=2026-06-30',
      ),
    );
    await waitFor(() =>
      expect(urls(api, '/api/projects/all')).toContain(
        '/api/projects/all?page=1&items_per_page=25&sort=-updated_at&stage=lead&stage=tender&start_from=2026-01-01&start_to=2026-06-30',
      ),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=list'));
  });

  it('on the board, says when nothing matches the search and clears it', async () => {
    const { router } = await openProjects(
      { 'GET /api/projects/board': ({ url }) => ({ body: url.includes('q=') ? board({}) : BOARD }) },
      '/projects/?q=zzz',
    );
    const alert = await screen.findByText('No projects match “zzz” and the filters.');
    expect(screen.queryByText(/Showing the matching projects only/)).not.toBeInTheDocument();
    await userEvent.click(within(alert.closest('[role=alert]') as HTMLElement).getByRole('button', { name: 'Clear search and filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(cardNames(await column('Lead'))).toEqual(['Elland Road', 'Holbeck Yard']);
  });

  it('says when nothing matches and clears the search and filters', async () => {
    const { router } = await openProjects(
      { [LIST]: ({ url }) => (url.includes('q=') || url.includes('stage=') ? page([]) : page([ELLAND])) },
      '/projects/?view=list&q=zzz&stage=won',
    );
    expect(await screen.findByText('No projects match “zzz” and the filters')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(await screen.findByRole('link', { name: 'Elland Road' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?view=list');
  });
});
