import type { Kind } from '@/lib/api/types';

/** Where the project screens live, and the CRM and product screens they link to. */
export const PROJECTS_PATH = '/projects/';

export const projectPath = (projectId: number) => `/projects/view/${projectId}`;

/** The new project form, for a customer when one is given. */
export const newProjectPath = (customerId?: number) =>
  customerId === undefined ? '/projects/new' : `/projects/new?customer_id=${customerId}`;

/** A project's customer's screen: a customer's, or a company's (a prospect) when `kind` says so. */
export const customerPath = (customerId: number, kind?: Kind | null) =>
  `${kind === 'company' ? '/company' : '/customer'}?id=${customerId}`;
export const supplierPath = (supplierId: number) => `/supplier?id=${supplierId}`;
export const otherPath = (otherId: number) => `/other?id=${otherId}`;
export const productPath = (productId: number) => `/products/${productId}`;
