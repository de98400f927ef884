import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setCrmView } from '@/lib/session';
import { snackbarStore } from '@/lib/snackbar';
import { mockFetch, type FetchCall, type MockResponse } from '@/test/fetch-mock';
import { importJob } from '@/test/fixtures';
import { logIn, renderRoute } from '@/test/render';
import { contact, CONTACTS_CSV, contactsPreview, contactsReport, page } from '../test-fixtures';


const PREVIEW = 'POST /api/crm/import/contacts/preview';
const IMPORT = 'POST /api/crm/import/contacts';
const START = 'POST /api/crm/import/contacts/jobs';
const form = (call: FetchCall | undefined) => call?.init.body as FormData;
const imports = (api: ReturnType<typeof mockFetch>) => api.calls.filter((c) => c.path === '/api/crm/import/contacts');

async function openImport(routes: Record<string, MockResponse | ((r: { url: string }) => MockResponse)> = {}) {
  logIn();
  setCrmView({ tab: 'contacts' });
  const api = mockFetch({
    'GET /api/notifications/1': { body: [] },
    'GET /api/contacts/all/1': page([contact(1)]),
    [PREVIEW]: { body: contactsPreview() },
    [IMPORT]: ({ url }) => ({ body: contactsReport(!url.includes('real')) }),
    ...routes,
  });
  const view = renderRoute({ path: '/crm' });
  // The first test also waits for the lazy CRM page to load, on a machine that may be busy.
  await screen.findByRole('link', { name: 'Grace Hopper 1' }, { timeout: 10_000 });
  await userEvent.click(screen.getByRole('button', { name: 'Import CSV' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import contacts from CSV' });
  return { api, dialog, ...view };
}

async function chooseFile(dialog: HTMLElement, content = CONTACTS_CSV, name = 'contacts.csv') {
  const file = new File([content], name, { type: 'text/csv' });
  await userEvent.upload(within(dialog).getByLabelText('Choose CSV file'), file);
  return file;
}

const select = (dialog: HTMLElement, column: string) =>
  within(dialog).getByRole('combobox', { name: `Field for column ${column}` });

describe('CSV import', () => {
  beforeEach(() => {
    Object.defineProperty(URL, 'createObjectURL', { value: vi.fn(() => 'blob:rejected'), configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
  });

  it('uploads the chosen file for a preview, then offers the suggested mapping with sample values', async () => {
    const { api, dialog } = await openImport();
    const file = await chooseFile(dialog);
    expect(await within(dialog).findByRole('table', { name: 'Column mapping' })).toBeInTheDocument();
    expect(form(api.calls.find((c) => c.path === '/api/crm/import/contacts/preview')).get('file')).toEqual(file);
    expect(within(dialog).getByText(/has 4 rows and 5 columns/)).toBeInTheDocument();
    expect(select(dialog, 'First Name')).toHaveValue('first_name');
    expect(select(dialog, 'Company')).toHaveValue('organisation');
    expect(select(dialog, 'Notes')).toHaveValue('');
    expect(within(dialog).getByText('ada@example.com · not-an-email · priya@example.com')).toBeInTheDocument();
    expect(within(dialog).getByRole('option', { name: 'First name (required)', selected: true })).toBeInTheDocument();
    const required = within(dialog).getByRole('list', { name: 'Required:' });
    expect(within(required).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'First name',
      'Organisation or Organisation account number',
    ]);
  });

  it('refuses a file that is not a CSV without uploading it, and shows why the server refused one', async () => {
    const { api, dialog } = await openImport({
      [PREVIEW]: {
        status: 422,
        body: { detail: 'This file cannot be imported.', errors: [{ field: 'file', message: 'The file is empty.' }] },
      },
    });
    await userEvent.upload(within(dialog).getByLabelText('Choose CSV file'), new File(['x'], 'prices.xlsx'), {
      applyAccept: false,
    });
    expect(await within(dialog).findByText('prices.xlsx is not a CSV file.')).toBeInTheDocument();
    expect(api.count('POST', '/api/crm/import/contacts/preview')).toBe(0);

    await chooseFile(dialog, '');
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('This file cannot be imported.');
    expect(alert).toHaveTextContent('The file is empty.');
    expect(within(dialog).getByRole('button', { name: 'Choose CSV file' })).toBeEnabled();
  });

  it('checks the mapping before the dry run: required fields chosen, no field twice', async () => {
    const { api, dialog } = await openImport();
    await chooseFile(dialog);
    await userEvent.selectOptions(select(dialog, 'First Name'), 'Ignore');
    await userEvent.selectOptions(select(dialog, 'Company'), 'Ignore');
    expect(within(dialog).getByText('First name (not chosen)')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check rows' }));
    const alert = within(dialog).getByRole('alert');
    expect(alert).toHaveTextContent('Choose the column that holds First name.');
    expect(alert).toHaveTextContent('Choose the column that holds the Organisation or the Organisation account number.');

    await userEvent.selectOptions(select(dialog, 'First Name'), 'first_name');
    await userEvent.selectOptions(select(dialog, 'Company'), 'organisation');
    await userEvent.selectOptions(select(dialog, 'Notes'), 'email');
    expect(within(dialog).getByText('Email is also chosen for “E-mail”')).toBeInTheDocument();
    expect(within(dialog).getByText('Email is also chosen for “Notes”')).toBeInTheDocument();
    expect(select(dialog, 'Notes')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check rows' }));
    expect(imports(api)).toHaveLength(0);

    await userEvent.selectOptions(select(dialog, 'Notes'), 'Ignore');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check rows' }));
    await waitFor(() => expect(imports(api)).toHaveLength(1));
    const sent = form(imports(api)[0]);
    expect(sent.get('dry_run')).toBe('true');
    expect(JSON.parse(sent.get('mapping') as string)).toEqual({
      'First Name': 'first_name',
      Surname: 'last_name',
      'E-mail': 'email',
      Company: 'organisation',
      Notes: null,
    });
  });

  it('reports the dry run, imports the valid rows, refreshes the list and saves the rejected rows as CSV', async () => {
    let real = false;
    let listed = 0;
    const { api, dialog } = await openImport({
      'GET /api/contacts/all/1': () => {
        listed += 1;
        return page([contact(1)]);
      },
      [IMPORT]: () => ({ body: contactsReport(!real) }),
      [START]: { status: 202, body: importJob({ kind: 'contacts', status: 'queued', rows_total: 4 }) },
      'GET /api/imports/7': () => ({
        body: importJob({ kind: 'contacts', status: 'done', rows_total: 4, rows_done: 4, created: 2, updated: 1, rejected: 1, report: contactsReport(false) }),
      }),
    });
    await chooseFile(dialog);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Check rows' }));

    expect(await within(dialog).findByText('Of 4 rows, 2 will be created, 1 updated and 1 rejected.')).toBeInTheDocument();
    const report = within(dialog).getByRole('table', { name: 'Import report' });
    expect(within(dialog).getByRole('switch', { name: 'Only rejected rows' })).toBeChecked();
    expect(within(report).getAllByRole('row')).toHaveLength(2);
    expect(within(report).getAllByRole('row')[1]).toHaveTextContent(/3.*Tom Hughes.*Rejected.*Email: Please enter a valid email/);

    await userEvent.click(within(dialog).getByRole('switch', { name: 'Only rejected rows' }));
    const rows = within(report).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2].textContent)).toEqual(['Update', 'Rejected', 'Create', 'Create']);

    real = true;
    const before = listed;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import 3 rows' }));
    expect(
      await within(dialog).findByText('Imported 4 rows: 2 created, 1 updated and 1 rejected (not imported).'),
    ).toBeInTheDocument();
    expect(imports(api)).toHaveLength(1); // the dry run; the real run is a job
    const job = api.calls.find((call) => call.path === '/api/crm/import/contacts/jobs');
    expect(form(job).get('mapping')).toBe(form(imports(api)[0]).get('mapping'));
    await waitFor(() => expect(listed).toBeGreaterThan(before));
    expect(snackbarStore.get()).toMatchObject({ message: '3 contacts imported.', colour: 'primary' });

    let saved: Blob | undefined;
    vi.mocked(URL.createObjectURL).mockImplementation((blob) => {
      saved = blob as Blob;
      return 'blob:rejected';
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download rejected rows' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(click.mock.contexts[0]).toHaveProperty('download', 'contacts-rejected.csv');
    // A byte order mark first, so that spreadsheet programs read the UTF-8 right (text() drops it).
    expect([...new Uint8Array(await (saved as Blob).arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(await saved?.text()).toBe(
      'First Name,Surname,E-mail,Company,Notes,Import problems\r\n' +
        'Tom,Hughes,not-an-email,Ibstock Brick,"has, a comma",Email: Please enter a valid email\r\n',
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server’s word on a mapping it refuses', async () => {
    const { dialog } = await openImport({
      [IMPORT]: {
        status: 422,
        body: {
          detail: 'The column mapping needs your attention.',
          errors: [{ field: 'mapping', message: 'The file has no column “Company”' }],
        },
      },
    });
    await chooseFile(dialog);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Check rows' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The column mapping needs your attention.');
    expect(alert).toHaveTextContent('The file has no column “Company”');
    expect(within(dialog).getByRole('table', { name: 'Column mapping' })).toBeInTheDocument();
  });
});
