/**
 * Issue 13: the mapping step states every conditional requirement before the dry run (an address column needs
 * Address line 1, Town and Postcode), and the report tells rows identical to their record apart as unchanged.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ImportPreview, ImportReport } from '@/lib/api/types';
import { setCrmView } from '@/lib/session';
import { mockFetch } from '@/test/fetch-mock';
import { logIn, renderRoute } from '@/test/render';

const ADDRESS_RULE = 'Address line 1, Town and Postcode are needed when any address column is mapped';

const PREVIEW: ImportPreview = {
  columns: ['Company', 'Street', 'Town', 'Post Code'],
  sample: [['Acme Homes', '1 Canal St', 'Leeds', 'LS11 5RT']],
  row_count: 2,
  fields: [
    { name: 'name', label: 'Name', required: true },
    { name: 'line1', label: 'Address line 1', required: false },
    { name: 'line2', label: 'Address line 2', required: false },
    { name: 'town', label: 'Town', required: false },
    { name: 'county', label: 'County', required: false },
    { name: 'postcode', label: 'Postcode', required: false },
  ],
  rules: [
    { needs: ['line1', 'town', 'postcode'], any_of: false, when_any: ['line1', 'line2', 'town', 'county', 'postcode'], message: ADDRESS_RULE },
  ],
  suggested_mapping: { Company: 'name', Street: null, Town: 'town', 'Post Code': 'postcode' },
};

const REPORT: ImportReport = {
  dry_run: true,
  total: 2,
  created: 0,
  updated: 1,
  unchanged: 1,
  rejected: 0,
  rows: [
    { row: 2, action: 'unchanged', key: 'Acme Homes', errors: [] },
    { row: 3, action: 'update', key: 'Birch Homes', errors: [] },
  ],
};

const emptyPage = { body: { items: [], total: 0, page: 1, items_per_page: 25 } };

describe('CSV import of customers', () => {
  it('states the address requirement in the mapping step and refuses the dry run until it is met', async () => {
    logIn();
    setCrmView({ tab: 'customers' });
    const api = mockFetch({
      'GET /api/notifications/1': { body: [] },
      'GET /api/customers/all/1': emptyPage,
      'POST /api/crm/import/customers/preview': { body: PREVIEW },
      'POST /api/crm/import/customers': { body: REPORT },
    });
    renderRoute({ path: '/crm' });
    await userEvent.click(await screen.findByRole('button', { name: 'Import CSV' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Import customers from CSV' });
    await userEvent.upload(within(dialog).getByLabelText('Choose CSV file'), new File(['Company'], 'customers.csv', { type: 'text/csv' }));
    await within(dialog).findByRole('table', { name: 'Column mapping' });

    // Town and Post Code are mapped: before anything is run, it says what else they need.
    const required = within(dialog).getByRole('list', { name: 'Required:' });
    expect(within(required).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Name',
      'Address line 1 (not chosen)',
      'Town',
      'Postcode',
    ]);
    expect(within(dialog).getByLabelText('Also needed')).toHaveTextContent(`${ADDRESS_RULE}.`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check rows' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(`${ADDRESS_RULE}.`);
    expect(api.count('POST', '/api/crm/import/customers')).toBe(0);

    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Field for column Street' }), 'line1');
    expect(within(dialog).queryByLabelText('Also needed')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check rows' }));
    await waitFor(() => expect(api.count('POST', '/api/crm/import/customers')).toBe(1));
    expect(await within(dialog).findByText('Of 2 rows, 0 will be created, 1 updated, 1 unchanged and 0 rejected.')).toBeInTheDocument();
  });

  it('asks for no address field while no address column is mapped', async () => {
    logIn();
    setCrmView({ tab: 'customers' });
    mockFetch({
      'GET /api/notifications/1': { body: [] },
      'GET /api/customers/all/1': emptyPage,
      'POST /api/crm/import/customers/preview': {
        body: { ...PREVIEW, suggested_mapping: { Company: 'name', Street: null, Town: null, 'Post Code': null } },
      },
    });
    renderRoute({ path: '/crm' });
    await userEvent.click(await screen.findByRole('button', { name: 'Import CSV' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Import customers from CSV' });
    await userEvent.upload(within(dialog).getByLabelText('Choose CSV file'), new File(['Company'], 'customers.csv', { type: 'text/csv' }));
    const required = await within(dialog).findByRole('list', { name: 'Required:' });
    expect(within(required).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Name']);
    expect(within(dialog).queryByLabelText('Also needed')).not.toBeInTheDocument();
  });
});
