import { configure, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductImportIn } from '@/lib/api/types';
import { snackbarStore } from '@/lib/snackbar';
import { FakeXhr } from '@/test/fake-xhr';
import { mockFetch, type MockResponse } from '@/test/fetch-mock';
import { logIn, renderRoute } from '@/test/render';
import { importReport, pricePreview, product, productPage, supplier, supplierPage } from '../test-fixtures';

configure({ asyncUtilTimeout: 10_000 });
// A whole screen per test, on a machine that may be busy: no timing is tested.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });
const userEvent = userEventLib.setup({ delay: null });

const IMPORT = 'POST /api/products/multiple/add';
type Handler = MockResponse | ((request: { url: string; method: string; body: unknown }) => MockResponse);

const imports = (api: ReturnType<typeof mockFetch>) =>
  api.calls.filter((call) => call.path === '/api/products/multiple/add').map((call) => call.body as ProductImportIn);

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
    const real = imports(api)[1];
    expect(real).toMatchObject({ supplier_id: 8, dry_run: false });
    expect(real.rows.map((row) => row.row)).toEqual([2, 3, 5]);
    expect(snackbarStore.get().message).toBe('3 products imported.');

    const before = listed();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(listed()).toBeGreaterThan(before));
  });

  it('imports a long list in batches of 5,000 with progress; a failed batch stops it, Retry sends the rest', async () => {
    let realCalls = 0;
    const { api, dialog } = await openImport({
      [IMPORT]: (request) => {
        if (!(request.body as ProductImportIn).dry_run && ++realCalls === 2) {
          return { status: 503, body: { detail: 'The server is busy. Try again in a minute.' } };
        }
        return answer(request);
      },
    });
    await chooseSupplier(dialog);
    (await upload(dialog, pricePreview(12_001))).respond();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Check rows' }));
    expect(await within(dialog).findByText('Of 12,001 rows, 12,000 will be created, 0 updated, 0 unchanged and 1 rejected.')).toBeInTheDocument();
    expect(imports(api)[0].rows).toHaveLength(12_001);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Import 12,000 rows' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The import stopped at rows 5,003–10,002.');
    expect(alert).toHaveTextContent('The server is busy. Try again in a minute. The first 5,000 rows were imported.');
    const progress = within(dialog).getByRole('progressbar', { name: 'Import progress' });
    expect(progress).toHaveAttribute('aria-valuenow', '42');
    expect(progress).toHaveAttribute('aria-valuetext', '5,000 of 12,000 rows imported');
    expect(within(dialog).getByText('5,000')).toBeInTheDocument(); // created so far
    expect(within(dialog).queryByRole('button', { name: 'Done' })).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByText('Imported 12,000 rows: 12,000 created, 0 updated, 0 unchanged and 0 rejected.')).toBeInTheDocument();
    const real = imports(api).slice(1);
    expect(real.map((call) => [call.dry_run, call.rows.length, call.rows[0].row])).toEqual([
      [false, 5000, 2],
      [false, 5000, 5003],
      [false, 5000, 5003],
      [false, 2000, 10_003],
    ]);
    expect(snackbarStore.get().message).toBe('12,000 products imported.');
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
