/** Answers of the CRM list and import calls, for the tests of this feature. */
import type { ContactOut, CustomerOut, ImportPreview, ImportReport } from '@/lib/api/types';

export const customer = (id: number, overrides: Partial<CustomerOut> = {}): CustomerOut => ({
  id,
  customer_id: id,
  kind: 'customer',
  name: `Customer ${id}`,
  account_number: `C${String(id).padStart(4, '0')}`,
  category: 'Housebuilder',
  email: `buying${id}@example.com`,
  phone: '0113 496 0000',
  website: '',
  vat_number: '',
  description: '',
  town: 'Leeds',
  postcode: 'LS11 5RT',
  account_manager_id: 1,
  account_manager_name: 'Ada Brennan',
  archived: false,
  archived_at: null,
  version: 1,
  created_at: '2025-01-01T09:00:00Z',
  updated_at: '2025-06-01T09:00:00Z',
  ...overrides,
});

export const contact = (id: number, overrides: Partial<ContactOut> = {}): ContactOut => ({
  contact_id: id,
  related_id: 9,
  related_type: 'supplier',
  related_name: 'Ibstock Brick',
  first_name: 'Grace',
  last_name: `Hopper ${id}`,
  full_name: `Grace Hopper ${id}`,
  job_title: 'Sales manager',
  email: `grace${id}@example.com`,
  phone: '',
  mobile: '07700 900123',
  archived: false,
  version: 1,
  created_at: '2025-01-01T09:00:00Z',
  updated_at: '2025-06-01T09:00:00Z',
  ...overrides,
});

export const page = <T>(items: T[], total = items.length, pageNumber = 1, itemsPerPage = 25) => ({
  body: { items, total, page: pageNumber, items_per_page: itemsPerPage },
});

export const CONTACTS_CSV = [
  'First Name,Surname,E-mail,Company,Notes',
  'Ada,Brennan,ada@example.com,Ibstock Brick,first',
  'Tom,Hughes,not-an-email,Ibstock Brick,"has, a comma"',
  '',
  'Priya,Shah,priya@example.com,Ibstock Brick,',
  'Sam,Cole,sam@example.com,Ibstock Brick,"two',
  'lines"',
].join('\r\n');

export const contactsPreview = (overrides: Partial<ImportPreview> = {}): ImportPreview => ({
  columns: ['First Name', 'Surname', 'E-mail', 'Company', 'Notes'],
  sample: [
    ['Ada', 'Brennan', 'ada@example.com', 'Ibstock Brick', 'first'],
    ['Tom', 'Hughes', 'not-an-email', 'Ibstock Brick', 'has, a comma'],
    ['Priya', 'Shah', 'priya@example.com', 'Ibstock Brick', ''],
    ['Sam', 'Cole', 'sam@example.com', 'Ibstock Brick', 'two\nlines'],
  ],
  row_count: 4,
  fields: [
    { name: 'first_name', label: 'First name', required: true },
    { name: 'last_name', label: 'Last name', required: false },
    { name: 'job_title', label: 'Job title', required: false },
    { name: 'email', label: 'Email', required: false },
    { name: 'phone', label: 'Phone', required: false },
    { name: 'mobile', label: 'Mobile', required: false },
    { name: 'organisation', label: 'Organisation', required: false },
    { name: 'organisation_account_number', label: 'Organisation account number', required: false },
  ],
  rules: [
    {
      needs: ['organisation_account_number', 'organisation'],
      any_of: true,
      when_any: [],
      message: 'Choose the column that holds the Organisation or the Organisation account number',
    },
  ],
  suggested_mapping: {
    'First Name': 'first_name',
    Surname: 'last_name',
    'E-mail': 'email',
    Company: 'organisation',
    Notes: null,
  },
  ...overrides,
});

/** Rows 2, 3, 5 and 6 of CONTACTS_CSV (row 4 is blank): one update, one rejected. */
export const contactsReport = (dryRun: boolean): ImportReport => ({
  dry_run: dryRun,
  total: 4,
  created: 2,
  updated: 1,
  unchanged: 0,
  rejected: 1,
  rows: [
    { row: 2, action: 'update', key: 'ada@example.com', errors: [] },
    { row: 3, action: 'reject', key: 'Tom Hughes', errors: [{ field: 'email', message: 'Please enter a valid email' }] },
    { row: 5, action: 'create', key: 'priya@example.com', errors: [] },
    { row: 6, action: 'create', key: 'sam@example.com', errors: [] },
  ],
});
