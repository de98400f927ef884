import type { BoardOut, BoardStage, TaskCard, TaskMessage, TaskOut, TaskPage } from '../api/types';

export const card = (id: number, overrides: Partial<TaskCard> = {}): TaskCard => ({
  id,
  title: `Task ${id}`,
  stage_id: 1,
  rank: `a${id}`,
  status: 'open',
  priority: 'normal',
  due_at: '2026-12-04T17:00:00Z',
  overdue: false,
  owner: { id: 1, name: 'Ada Lovelace' },
  assignee_names: [],
  links: [],
  source: 'manual',
  ...overrides,
});

export const stage = (id: number, name: string, items: TaskCard[] = [], overrides: Partial<BoardStage> = {}): BoardStage => ({
  id,
  name,
  position: id,
  total: items.length,
  total_capped: false,
  items,
  next_after: null,
  ...overrides,
});

/** The default board: To do holds Chase Calder Valley and Raise the POs; the other columns are empty. */
export const board = (stages?: BoardStage[]): BoardOut => ({
  stages: stages ?? [
    stage(1, 'To do', [
      card(11, { title: 'Chase Calder Valley', links: [{ record_type: 'customer', record_id: 12, label: 'Calder Valley Homes' }], assignee_names: ['Sam Seller'] }),
      card(12, { title: 'Raise the POs', rank: 'b', priority: 'urgent', overdue: true, source: 'rule' }),
    ]),
    stage(2, 'In progress'),
    stage(3, 'Waiting'),
    stage(4, 'Done'),
  ],
});

export const page = (items: TaskCard[], total = items.length): TaskPage => ({ items, total, page: 1, items_per_page: 25, total_is_estimate: false });

export const task = (overrides: Partial<TaskOut> = {}): TaskOut => ({
  id: 11,
  title: 'Chase Calder Valley',
  description: 'Their quote expires on Friday.',
  stage: { id: 1, name: 'To do' },
  rank: 'a',
  status: 'open',
  priority: 'high',
  due_at: '2026-12-04T17:00:00Z',
  overdue: false,
  owner: { id: 1, name: 'Ada Lovelace' },
  assigned: [{ id: 31, userId: 2, name: 'Sam Seller' }],
  involved: [],
  links: [
    { record_type: 'customer', record_id: 12, label: 'Calder Valley Homes' },
    { record_type: 'quote', record_id: 40, label: 'Q-000040' },
  ],
  notes: [{ id: 5, note: 'Left a voicemail.', user_id: 1, author_name: 'Ada Lovelace', created_at: '2026-11-26T10:00:00Z' }],
  source: 'manual',
  rule_key: null,
  version: 3,
  can_delete: true,
  created_at: '2026-11-25T09:00:00Z',
  updated_at: '2026-11-26T10:00:00Z',
  closed_at: null,
  ...overrides,
});

export const message = (id: number, overrides: Partial<TaskMessage> = {}): TaskMessage => ({
  id,
  taskId: 11,
  userId: 1,
  author_name: 'Ada Lovelace',
  message: `Message ${id}`,
  type: 'message',
  relatedId: null,
  relatedItem: '',
  involvedUsers: [],
  mentions: [],
  files: [],
  created_at: '2026-11-26T11:00:00Z',
  ...overrides,
});

export const staff = () => [
  { user_id: 1, full_name: 'Ada Lovelace', first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', phone: '', role: 'admin' },
  { user_id: 2, full_name: 'Sam Seller', first_name: 'Sam', last_name: 'Seller', email: 'sam@example.com', phone: '', role: 'staff' },
  { user_id: 3, full_name: 'Jane Doe', first_name: 'Jane', last_name: 'Doe', email: 'jane@example.com', phone: '', role: 'staff' },
];
