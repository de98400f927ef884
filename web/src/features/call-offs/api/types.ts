/** Delivering's payload types: aliases of the generated schema (never hand-written copies). */
import type { components, operations } from '@/lib/api/schema';

type Schemas = components['schemas'];

export type ScheduleListItem = Schemas['ScheduleListItem'];
export type ScheduleList = Schemas['ListResponse_ScheduleListItem_'];
export type ScheduleListParams = NonNullable<operations['list_schedules']['parameters']['query']>;
export type FlatParams = NonNullable<operations['list_call_offs_flat']['parameters']['query']>;
export type FlatOut = Schemas['FlatOut'];
export type CallOffRow = Schemas['CallOffRow'];
export type DayLoad = Schemas['DayLoad'];
export type MonthParams = NonNullable<operations['month_board']['parameters']['query']>;
export type MonthOut = Schemas['MonthOut'];
export type DaySummary = Schemas['DaySummary'];
export type DayParams = NonNullable<operations['day_call_offs']['parameters']['query']>;
export type DayPage = Schemas['ListResponse_CallOffRow_'];
export type ScheduleOut = Schemas['ScheduleOut'];
export type LineBalance = Schemas['LineBalance'];
export type PlotBalance = Schemas['PlotBalance'];
export type CellBalance = Schemas['CellBalance'];
export type ScheduleCallOff = Schemas['ScheduleCallOff'];
export type CallOffOut = Schemas['CallOffOut'];
export type CallOffItem = Schemas['ItemOut'];
export type CallOffEvent = Schemas['EventOut'];
export type LinkOut = Schemas['LinkOut'];
export type CallOffAddIn = Schemas['CallOffAddIn'];
export type CallOffEditIn = Schemas['CallOffEditIn'];
export type CallOffItemIn = Schemas['CallOffItemIn'];
export type PlotEditIn = Schemas['PlotEditIn'];
export type PhasesIn = Schemas['PhasesIn'];
export type StatusIn = Schemas['StatusIn'];
export type CallOffStatus = Schemas['CallOffStatus'];
export type Window = Schemas['Window'];
export type Vehicle = Schemas['Vehicle'];
export type LoadType = Schemas['LoadType'];
export type LinkAudience = Schemas['LinkAudience'];
export type ScheduleSendIn = Schemas['ScheduleSendIn'];
/** Read off the operation: the schema's name for it is shared with the quotes' preview. */
export type SendPreviewOut = operations['schedule_send_preview']['responses'][200]['content']['application/json'];
export type SentOut = Schemas['ScheduleSentOut'];
