import { z } from 'zod';
import { KINDS } from '@/lib/api/types';

/** An organisation as pickers show and forms hold it. */
export const organisationOption = z.object({ id: z.number(), kind: z.enum(KINDS), name: z.string() });
export type OrganisationOption = z.infer<typeof organisationOption>;
