/** The task pad's payload types: aliases of the generated schema (never hand-written copies). */
import type { components, operations } from '@/lib/api/schema';

type Schemas = components['schemas'];

export type TaskCard = Schemas['TaskCard'];
export type TaskOut = Schemas['TaskOut'];
export type TaskUser = Schemas['TaskPersonOut'];
export type TaskNote = Schemas['TaskNoteOut'];
export type TaskLink = Schemas['TaskLinkOut'];
export type TaskLinkIn = Schemas['TaskLinkIn'];
export type RecordType = Schemas['RecordType'];
export type TaskMessage = Schemas['TaskMessageOut'];
export type TaskMessageIn = Schemas['TaskMessageIn'];
export type AttachableFile = Schemas['TaskAttachableFileOut'];
export type TaskPage = Schemas['SearchedListResponse_TaskCard_'];
export type BoardOut = Schemas['TaskBoardOut'];
export type BoardStage = Schemas['TaskBoardColumn'];
export type Stage = Schemas['TaskStageOut'];
export type TaskAddIn = Schemas['TaskAddIn'];
export type TaskUpdateIn = Schemas['TaskUpdateIn'];
export type TaskStatus = Schemas['TaskStatus'];
export type TaskPriority = Schemas['Priority'];
export type TaskRole = Schemas['TaskRole'];
export type Scope = Schemas['Scope'];
export type ListQuery = NonNullable<operations['list_tasks']['parameters']['query']>;
