/** Where the project screens live, and the CRM and product screens they link to. */
export const PROJECTS_PATH = '/projects/';

export const projectPath = (projectId: number) => `/projects/view/${projectId}`;

/** The new project form, for a customer when one is given. */
export const newProjectPath = (customerId?: number) =>
  customerId === undefined ? '/projects/new' : `/projects/new?customer_id=${customerId}`;

export const customerPath = (customerId: number) => `/customer?id=${customerId}`;
export const supplierPath = (supplierId: number) => `/supplier?id=${supplierId}`;
export const otherPath = (otherId: number) => `/other?id=${otherId}`;
export const productPath = (productId: number) => `/products/${productId}`;
