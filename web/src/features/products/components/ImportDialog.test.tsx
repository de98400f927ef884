import { configure, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductImportIn, ProductImportJobIn } from '@/lib/api/types';
import { snackbarStore } from '@/lib/snackbar';
import { FakeXhr } from '@/test/fake-xhr';
import { importJob } from '@/test/fixtures';
import { mockFetch, type MockResponse } from '@/test/fetch-mock';
import { logIn, renderRoute } from '@/test/render';
import { importReport, pricePreview, product, productPage, supplier, supplierPage } from '../test-fixtures';

configure({ asyncUtilTimeout: 10_000 });
// A whole screen per test, on a machine that may be busy: no timing is tested.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });
const userEvent = userEventLib.setup({ delay: null });

const IMPORT = 'POST /api/products/multiple/add';
const START = 'POST /api/products/import/jobs';
const JOB = 'GET /api/imports/7';
const CANCEL = 'PUT /api/imports/7/cancel';
type Handler = MockResponse | ((request: { url: string; method: string; body: unknown }) => MockResponse);

const imports = (api: ReturnType<typeof mockFetch>) =>
  api.calls.filter((call) => call.path === '/api/products/multiple/add').map((call) => call.body as ProductImportIn);

const started = (api: ReturnType<typeof mockFetch>) =>
  api.calls.filter((call) => call.path === '/api/products/import/jobs').map((call) => call.body as ProductImportJobIn);

/** The job's answer once it has imported every row it was given. */
function finished(api: ReturnType<typeof mockFetch>): MockResponse {
  const rows = (started(api).at(-1)?.rows ?? []) as { row: number; code?: unknown }[];
  const report = importReport(rows, false);
  return { body: importJob({ status: 'done', rows_total: rows.length, rows_done: rows.length, created: report.created, report }) };
}

/** The import's answer for the rows sent: row 4 (a bad cost price) rejected, the others created. */
function answer({ body }: { body: unknown }): MockResponse {
  const { rows, dry_run } = body as ProductImportIn;
  return { body: importReport(rows as { row: number; code?: unknown }[], dry_run) };
}

async function openImport(routes: Record<string, Handler> = {}) {
  logIn();
  let listed = 0;
  const api = mockFetch({
    'GET /api/notifications/1': { body: [] },
    'POST /api/products/query': () => {
      listed += 1;
      return productPage([product(1)]);
    },
    'GET /api/suppliers/all/1': supplierPage([supplier(8, 'Ibstock Brick')]),
    [IMPORT]: answer,
    [START]: ({ body }) => ({ status: 202, body: importJob({ status: 'queued', rows_total: (body as ProductImportJobIn).rows.length }) }),
    [JOB]: () => finished(api),
    ...routes,
  });
  const view = renderRoute({ path: '/products' });
  // The first render of the whole screen can take a while on a busy machine.
  await screen.findByRole('link', { name: 'Tradesman Red 1' }, { timeout: 30_000 });
  await userEvent.click(screen.getByRole('button', { name: 'Import price list' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import a price list' });
  return { api, dialog, listed: () => listed, ...view };
}

async function chooseSupplier(dialog: HTMLElement) {
  await userEvent.type(within(dialog).getByRole('combobox', { name: 'Supplier of this price list' }), 'ibst');
  await userEvent.click(await screen.findByRole('option', { name: 'Ibstock Brick' }));
}

/** Choose the file; the upload reports `progress`, then the server answers `preview`. */
async function upload(dialog: HTMLElement, preview = pricePreview(), progress?: [number, number]) {
  const file = new File(['SKU,Description\n'], 'ibstock-prices.csv', { type: 'text/csv' });
  await userEvent.upload(within(dialog).getByLabelText('Choose CSV file'), file);
  const xhr = FakeXhr.sent.at(-1) as FakeXhr;
  expect(xhr.url).toBe('/api/products/import/preview');
  expect(xhr.body?.get('file')).toEqual(file);
  if (progress) xhr.progress(...progress);
  return { xhr, respond: () => xhr.respond(200, preview) };
}

describe('price list import', () => {
  // The route's page is a lazy module: load it once, before any test waits for it.
  beforeAll(() => import('../pages/ProductsPage'));

  beforeEach(() => {
    FakeXhr.install();
    Object.defineProperty(URL, 'createObjectURL', { value: vi.fn(() => 'blob:rejected'), configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
  });

  it('uploads with progress, maps the columns, checks the rows, then imports those that passed', async () => {
    const { api, dialog, listed } = await openImport();
    const sending = await upload(dialog, pricePreview(4), [45, 100]);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Uploading ibstock-prices.csv… 45%');
    expect(within(dialog).getByRole('progressbar', { name: /Uploading/ })).toHaveAttribute('aria-valuenow', '45');
    sending.respond();

    expect(await within(dialog).findByRole('table', { name: 'Column mapping' })).toBeInTheDocument();
    expect(within(dialog).getByText(/has 4 rows and 6 columns/)).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Field for column Net' })).toHaveValue('cost_price');
    expect(within(dialog).getByText('Supplier (not chosen)')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check rows' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose the supplier of this price list, or the column that names each row’s supplier.');
    expect(imports(api)).toHaveLength(0);

    await chooseSupplier(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check rows' }));
    expect(await within(dialog).findByText('Of 4 rows, 3 will be created, 0 updated, 0 unchanged and 1 rejected.')).toBeInTheDocument();
    const dry = imports(api)[0];
    expect(dry).toMatchObject({ supplier_id: 8, dry_run: true });
    expect(dry.rows[1]).toEqual({ row: 3, code: 'KW-2', name: 'Kilnworth Red 2', selling_unit: 'per 1,000', cost_price: '400.00', list_price: '520.00' });
    const report = within(dialog).getByRole('table', { name: 'Import report' });
    expect(within(report).getAllByRole('row')[1]).toHaveTextContent(/^4.*Ibstock Brick KW-3.*Rejected.*Cost price: Enter at most 2 decimal places$/);

    let saved: Blob | undefined;
    vi.mocked(URL.createObjectURL).mockImplementation((blob) => {
      saved = blob as Blob;
      return 'blob:rejected';
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download rejected rows' }));
    expect(click.mock.contexts[0]).toHaveProperty('download', 'ibstock-prices-rejected.csv');
    expect(await saved?.text()).toBe(
      'SKU,Description,Colour,Unit,Net,Sell,Import problems\r\nKW-3,Kilnworth Red 3,Red,"per 1,000",12.345,520.00,Cost price: Enter at most 2 decimal places\r\n',
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Import 3 rows' }));
    expect(await within(dialog).findByText('Imported 3 rows: 3 created, 0 updated, 0 unchanged and 0 rejected.')).toBeInTheDocument();
    expect(imports(api)).toHaveLength(1); // the dry run; the real run is a job
    const real = started(api)[0];
    expect(real).toMatchObject({ supplier_id: 8 });
    expect(real.rows.map((row) => row.row)).toEqual([2, 3, 5]);
    expect(snackbarStore.get().message).toBe('3 products imported.');

    const before = listed();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(listed()).toBeGreaterThan(before));
  });

  it('follows the import job with progress; Cancel asks first, and says what stays imported', async () => {
    const polls: string[] = [];
    let cancelled = false;
    const { api, dialog } = await openImport({
      [JOB]: () => {
        polls.push(cancelled ? 'after cancel' : 'running');
        if (!cancelled) return { body: importJob({ rows_total: 12_000, rows_done: 5_000, created: 5_000 }) };
        const rows = (started(api)[0].rows as { row: number; code?: unknown }[]).slice(0, 10_000);
        const report = importReport(rows, false);
        return { body: importJob({ status: 'cancelled', cancel_requested: true, rows_total: 12_000, rows_done: 10_000, created: 10_000, report }) };
      },
      [CANCEL]: () => {
        cancelled = true;
        return { body: importJob({ cancel_requested: true, rows_total: 12_000, rows_done: 5_000, created: 5_000 }) };
      },
    });
    await chooseSupplier(dialog);
    (await upload(dialog, pricePreview(12_001))).respond();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Check rows' }));
    expect(await within(dialog).findByText('Of 12,001 rows, 12,000 will be created, 0 updated, 0 unchanged and 1 rejected.')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Import 12,000 rows' }));
    expect(await within(dialog).findByText('Importing… 5,000 of 12,000 rows imported')).toBeInTheDocument();
    const progress = within(dialog).getByRole('progressbar', { name: 'Import progress' });
    expect(progress).toHaveAttribute('aria-valuenow', '42');
    expect(progress).toHaveAttribute('aria-valuetext', '5,000 of 12,000 rows imported');
    expect(within(dialog).getByText('5,000')).toBeInTheDocument(); // created so far
    expect(started(api)[0].rows).toHaveLength(12_000);
    expect(within(dialog).queryByRole('button', { name: 'Done' })).not.toBeInTheDocument();

    // Cancel asks first; keeping on does not cancel.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel import' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel the import?' });
    expect(confirm).toHaveTextContent('The 5,000 rows imported so far, and that batch, stay imported');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep importing' }));
    expect(api.calls.some((call) => call.path === '/api/imports/7/cancel')).toBe(false);

    await userEvent.click(await within(dialog).findByRole('button', { name: 'Cancel import' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Cancel the import?' })).getByRole('button', { name: 'Cancel import' }));
    expect(api.calls.filter((call) => call.path === '/api/imports/7/cancel')).toHaveLength(1);
    expect(await within(dialog).findByText('The import was cancelled.')).toBeInTheDocument();
    expect(await within(dialog).findByText(/The first 10,000 rows were imported and stay imported; the other 2,000 were not\./)).toBeInTheDocument();
    expect(await within(dialog).findByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('aria-valuetext', '10,000 of 12,000 rows imported');
    expect(await within(dialog).findByText('Imported 10,000 rows: 10,000 created, 0 updated, 0 unchanged and 0 rejected.')).toBeInTheDocument();
    expect(polls.at(-1)).toBe('after cancel');
    const polled = polls.length;
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(polls).toHaveLength(polled); // an ended job is not asked again
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('pages the report of a large job from the job, and downloads every rejected row from it', async () => {
    // The job rejected 150 of its 12,000 rows (the catalogue changed since the check): its answer holds the first 100.
    const bad = (row: number) => ({ row, action: 'reject' as const, key: `Ibstock Brick KW-${row - 1}`, product_id: null, errors: [{ field: 'list_price', message: 'Enter a price' }] });
    const rejected = Array.from({ length: 150 }, (_, i) => bad(i + 5));
    const report = { dry_run: false, total: 12_000, created: 11_850, updated: 0, unchanged: 0, rejected: 150, rows: rejected.slice(0, 100) };
    const { api, dialog } = await openImport({
      [JOB]: { body: importJob({ status: 'done', rows_total: 12_000, rows_done: 12_000, created: 11_850, rejected: 150, report }) },
      'GET /api/imports/7/rows': ({ url }) => {
        const query = new URL(url, window.location.origin).searchParams;
        const [page, perPage] = [Number(query.get('page')), Number(query.get('items_per_page'))];
        const items = query.get('rejected_only') === 'true' ? rejected.slice((page - 1) * perPage, page * perPage) : [];
        return { body: { items, total: 150, page, items_per_page: perPage } };
      },
    });
    const rowsRead = () => api.calls.filter((call) => call.path === '/api/imports/7/rows').length;
    await chooseSupplier(dialog);
    (await upload(dialog, pricePreview(12_001))).respond();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Check rows' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Import 12,000 rows' }));

    expect(await within(dialog).findByText('Imported 12,000 rows: 11,850 created, 0 updated, 0 unchanged and 150 rejected.')).toBeInTheDocument();
    const table = within(dialog).getByRole('table', { name: 'Import report' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/^5.*Ibstock Brick KW-4.*Rejected.*List price: Enter a price$/);
    expect(within(dialog).getByText('1–10 of 150')).toBeInTheDocument();
    expect(rowsRead()).toBe(0); // the first page came with the job

    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Rows per page:' }));
    await userEvent.click(await screen.findByRole('option', { name: '100' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go to next page' }));
    expect(await within(dialog).findByText('101–150 of 150')).toBeInTheDocument();
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/^105.*Ibstock Brick KW-104.*Rejected/));
    expect(within(table).getAllByRole('row')).toHaveLength(51);
    expect(rowsRead()).toBe(1);
    expect(api.fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/rows'))).toEqual([
      '/api/imports/7/rows?rejected_only=true&page=2&items_per_page=100',
    ]);

    let saved: Blob | undefined;
    vi.mocked(URL.createObjectURL).mockImplementation((blob) => {
      saved = blob as Blob;
      return 'blob:rejected';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download rejected rows' }));
    await waitFor(() => expect(saved).toBeDefined());
    const lines = (await saved?.text())?.trim().split('\r\n') ?? [];
    expect(lines).toHaveLength(151);
    expect(lines[150]).toBe('KW-153,Kilnworth Red 153,Red,"per 1,000",400.00,520.00,List price: Enter a price');
    expect(rowsRead()).toBe(2); // the page shown, then every rejected row in one page of up to 1,000
  });

  it('shows why a job failed and what stays imported', async () => {
    const { dialog } = await openImport({
      [JOB]: {
        body: importJob({
          status: 'failed',
          rows_total: 3,
          rows_done: 0,
          error: 'The import stopped on an unexpected error. The rows imported before it stay imported; import the rest again.',
          report: { dry_run: false, total: 0, created: 0, updated: 0, unchanged: 0, rejected: 0, rows: [] },
        }),
      },
    });
    await chooseSupplier(dialog);
    (await upload(dialog, pricePreview(4))).respond();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Check rows' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Import 3 rows' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The import stopped.');
    expect(alert).toHaveTextContent('The import stopped on an unexpected error.');
    expect(alert).toHaveTextContent('No rows were imported.');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeEnabled();
  });

  it('refuses a file that is not a CSV without uploading it, and shows why the server refused one', async () => {
    const { dialog } = await openImport();
    await userEventLib.upload(within(dialog).getByLabelText('Choose CSV file'), new File(['x'], 'prices.xlsx'), { applyAccept: false });
    expect(await within(dialog).findByText('prices.xlsx is not a CSV file.')).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(0);

    const { xhr } = await upload(dialog);
    xhr.respond(422, { detail: 'This file cannot be imported.', errors: [{ field: 'file', message: 'The file has more than 50,000 rows. Split it into smaller files.' }] });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('This file cannot be imported.');
    expect(alert).toHaveTextContent('The file has more than 50,000 rows. Split it into smaller files.');
    expect(within(dialog).getByRole('button', { name: 'Choose CSV file' })).toBeEnabled();
  });
});
