/**
 * The task pad's payload types (TASKPAD_CONTRACT.md). Provisional copies of the contract until the tasks API's
 * OpenAPI lands; then each becomes an alias of the generated schema.
 */
export type Person = { id: number; name: string };
export type TaskUser = { id: number; userId: number; name: string };
export type RecordType =
  | 'customer'
  | 'supplier'
  | 'other'
  | 'company'
  | 'contact'
  | 'project'
  | 'quote'
  | 'supplier_quote'
  | 'purchase_order'
  | 'order'
  | 'call_off';
export type TaskLink = { record_type: string; record_id: number; label: string };
export type TaskLinkIn = { record_type: string; record_id: number };
export type TaskStatus = 'open' | 'done' | 'cancelled';
export type TaskPriority = 'low' | 'normal' | 'high' | 'urgent';
export type TaskCard = {
  id: number;
  title: string;
  stage_id: number;
  rank: string;
  status: TaskStatus;
  priority: TaskPriority;
  due_at: string | null;
  overdue: boolean;
  owner: Person;
  assignee_names: string[];
  links: TaskLink[];
  source: string;
};
export type TaskNote = { id: number; note: string; user_id: number | null; author_name: string; created_at: string };
export type TaskOut = {
  id: number;
  title: string;
  description: string;
  stage: { id: number; name: string };
  rank: string;
  status: TaskStatus;
  priority: TaskPriority;
  due_at: string | null;
  overdue: boolean;
  owner: Person;
  assigned: TaskUser[];
  involved: TaskUser[];
  links: TaskLink[];
  notes: TaskNote[];
  source: string;
  rule_key: string | null;
  version: number;
  can_delete: boolean;
  created_at: string;
  updated_at: string;
  closed_at: string | null;
};
export type TaskPage = { items: TaskCard[]; total: number; page: number; items_per_page: number };
export type BoardStage = { id: number; name: string; position: number; total: number; items: TaskCard[]; next_after: string | null };
export type BoardOut = { stages: BoardStage[] };
export type Stage = { id: number; name: string; position: number };
export type TaskMessage = {
  id: number;
  taskId: number;
  userId: number | null;
  author_name: string;
  message: string;
  type: string;
  relatedId: number | null;
  relatedItem: string;
  involvedUsers: Person[];
  mentions: Person[];
  files: { file_id: number; name: string; url: string | null; download_url: string | null }[];
  created_at: string;
};
export type TaskAddIn = {
  title: string;
  description?: string | null;
  stage_id?: number | null;
  priority?: TaskPriority;
  due_at?: string | null;
  taskOwner?: number | null;
  assignedUsers?: number[];
  involvedUsers?: number[];
  links?: TaskLinkIn[];
};
export type TaskUpdateIn = {
  title?: string;
  description?: string | null;
  priority?: TaskPriority;
  due_at?: string | null;
  links?: TaskLinkIn[];
  version: number;
};
export type Scope = 'owned' | 'assigned' | 'involved' | 'mine' | 'all';
export type ListQuery = {
  q?: string;
  status?: string;
  stage_id?: number;
  overdue?: boolean;
  linked_type?: string;
  linked_id?: number;
  source?: string;
  sort?: string;
  after?: string;
  page?: number;
  items_per_page?: number;
};
