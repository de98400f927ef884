/** CRM answers as the API sends them, for the record screens' tests. */
import type {
  ActivityOut,
  AddressOut,
  ContactOut,
  FileOut,
  NoteOut,
  OrganisationOut,
  RecordStatsOut,
} from '@/lib/api/types';

const AT = '2025-11-20T12:00:00Z';

export const organisation = (overrides: Partial<OrganisationOut> = {}): OrganisationOut => ({
  id: 5,
  kind: 'customer',
  name: 'Calder Valley Homes',
  account_number: 'CVH001',
  category: 'Housebuilder',
  email: 'buying@caldervalley.example',
  phone: '01422 555 010',
  website: '',
  vat_number: '',
  description: '',
  town: 'Hebden Bridge',
  postcode: 'HX7 8AA',
  account_manager_id: null,
  account_manager_name: null,
  archived: false,
  archived_at: null,
  version: 3,
  created_at: AT,
  updated_at: AT,
  ...overrides,
});

export const stats = (overrides: Partial<RecordStatsOut> = {}): RecordStatsOut => ({
  contacts: 2,
  addresses: 1,
  site_addresses: 0,
  notes: 1,
  files: 0,
  last_activity_at: AT,
  last_activity_summary: 'Added a note: Call back on Monday',
  quotes: { quotes: 0, open_quotes: 0, open_value: '0.00', accepted_value: '0.00', orders: 0, win_rate: null },
  ...overrides,
});

export const contact = (overrides: Partial<ContactOut> = {}): ContactOut => ({
  contact_id: 11,
  related_id: 5,
  related_type: 'customer',
  related_name: 'Calder Valley Homes',
  first_name: 'Sarah',
  last_name: 'Holt',
  full_name: 'Sarah Holt',
  job_title: 'Buyer',
  email: 'sarah.holt@caldervalley.example',
  phone: '',
  mobile: '07700 900123',
  archived: false,
  version: 1,
  created_at: AT,
  updated_at: AT,
  ...overrides,
});

export const address = (overrides: Partial<AddressOut> = {}): AddressOut => ({
  address_id: 21,
  related_id: 5,
  related_type: 'customer',
  related_name: 'Calder Valley Homes',
  address_type: 'site',
  label: 'Elland Road plots',
  line1: 'Elland Road',
  line2: '',
  town: 'Leeds',
  county: 'West Yorkshire',
  postcode: 'LS11 5RT',
  country: 'United Kingdom',
  delivery_notes: '',
  archived: false,
  version: 2,
  created_at: AT,
  updated_at: AT,
  ...overrides,
});

export const note = (id: number, overrides: Partial<NoteOut> = {}): NoteOut => ({
  note_id: id,
  related_id: 5,
  note: `Note ${id}`,
  author_id: 1,
  author_name: 'Ada Lovelace',
  created_at: AT,
  edited_at: null,
  can_edit: true,
  ...overrides,
});

export const file = (id: number, overrides: Partial<FileOut> = {}): FileOut => ({
  file_id: id,
  related_id: 5,
  name: `drawing-${id}.pdf`,
  kind: 'file',
  url: null,
  download_url: `/api/files/${id}/download`,
  content_type: 'application/pdf',
  size_bytes: 14_540,
  uploaded_by_name: 'Ada Lovelace',
  created_at: AT,
  ...overrides,
});

export const activity = (id: number, overrides: Partial<ActivityOut> = {}): ActivityOut => ({
  activity_id: id,
  action: 'updated',
  summary: `Entry ${id}`,
  changes: {},
  names: {},
  actor_id: 1,
  actor_name: 'Ada Lovelace',
  created_at: AT,
  ...overrides,
});

export const page = <T>(items: T[], total = items.length, pageNumber = 1, size = 20) => ({
  body: { items, total, page: pageNumber, items_per_page: size },
});
