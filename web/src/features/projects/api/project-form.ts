/** The project form: its fields, the API's limits and the spec's messages, and the bodies it sends. */
import { z } from 'zod';
import type { ProjectDetailOut, ProjectIn } from '@/lib/api/types';
import {
  optionalAmount,
  optionalDay,
  optionalText,
  optionalWholeNumber,
  requiredText,
} from '@/lib/validation';
import { STAGES } from '../lib/stages';

/** Worded as the API words the same check. */
export const END_BEFORE_START = 'The end date must be on or after the start date.';

const customerOption = z.object({ id: z.number(), name: z.string() });
export type CustomerOption = z.infer<typeof customerOption>;

export const projectSchema = z
  .object({
    name: requiredText(200),
    reference: optionalText(50),
    glenigan_id: optionalText(50),
    stage: z.enum(STAGES),
    customer_id: customerOption.nullable(),
    /** An address id of the customer, or '' for none (a select's value). */
    site_address_id: z.string(),
    number_of_plots: optionalWholeNumber(0, 100_000),
    estimated_value: optionalAmount(2),
    start_date: optionalDay(),
    end_date: optionalDay(),
    description: optionalText(5000),
    account_manager_id: z.number().nullable(),
  })
  .refine((values) => !values.start_date || !values.end_date || values.end_date >= values.start_date, {
    message: END_BEFORE_START,
    path: ['end_date'],
  });
export type ProjectValues = z.infer<typeof projectSchema>;

/** The fields of a project's screen: all but the Glenigan id, which has its own call there. */
export const DETAILS_FIELDS = [
  'name',
  'reference',
  'stage',
  'customer_id',
  'site_address_id',
  'number_of_plots',
  'estimated_value',
  'start_date',
  'end_date',
  'description',
  'account_manager_id',
] as const satisfies readonly (keyof ProjectValues)[];

/** The new project form's fields. */
export const PROJECT_FIELDS = [...DETAILS_FIELDS, 'glenigan_id'] as const satisfies readonly (keyof ProjectValues)[];

export const emptyProject = (customer: CustomerOption | null): ProjectValues => ({
  name: '',
  reference: '',
  glenigan_id: '',
  stage: 'lead',
  customer_id: customer,
  site_address_id: '',
  number_of_plots: '',
  estimated_value: '',
  start_date: '',
  end_date: '',
  description: '',
  account_manager_id: null,
});

export const toProjectValues = (project: ProjectDetailOut): ProjectValues => ({
  name: project.name,
  reference: project.reference,
  glenigan_id: project.glenigan_id,
  stage: project.stage,
  customer_id: project.customer_id === null ? null : { id: project.customer_id, name: project.customer_name ?? '' },
  site_address_id: project.site_address_id === null ? '' : String(project.site_address_id),
  number_of_plots: project.number_of_plots === null ? '' : String(project.number_of_plots),
  estimated_value: project.estimated_value ?? '',
  start_date: project.start_date ?? '',
  end_date: project.end_date ?? '',
  description: project.description,
  account_manager_id: project.account_manager_id,
});

/** The body of an add (and, with project_id and version, an update). */
export function toProjectIn(values: ProjectValues): ProjectIn {
  return {
    name: values.name,
    reference: values.reference,
    glenigan_id: values.glenigan_id,
    stage: values.stage,
    customer_id: values.customer_id?.id ?? null,
    site_address_id: values.site_address_id === '' ? null : Number(values.site_address_id),
    number_of_plots: values.number_of_plots === '' ? null : Number(values.number_of_plots),
    // The API reads "£1,250,000" as well, but sends back plain pounds and pence: send what it will store.
    estimated_value: values.estimated_value === '' ? null : values.estimated_value.replace(/[£,\s]/g, ''),
    start_date: values.start_date || null,
    end_date: values.end_date || null,
    description: values.description,
    account_manager_id: values.account_manager_id,
  };
}
