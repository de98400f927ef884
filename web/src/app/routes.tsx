import { lazy } from 'react';
import { Navigate, useLocation, useParams, type RouteObject } from 'react-router';
import { RequireAuth } from '@/components/RequireAuth';
import { loginStateFor } from '@/lib/return-path';
import { useSession } from '@/lib/session';
import { CompanySections, CustomerSections, ProjectSections, SupplierSections } from './record-sections';
import { AppShell } from './shell/AppShell';

const LoginPage = lazy(() => import('@/features/auth/pages/LoginPage'));
const PasswordResetPage = lazy(() => import('@/features/auth/pages/PasswordResetPage'));
const HomePage = lazy(() => import('@/features/home/pages/HomePage'));
const ProfilePage = lazy(() => import('@/features/profile/pages/ProfilePage'));
const UsersPage = lazy(() => import('@/features/users/pages/UsersPage'));
const OutboxPage = lazy(() => import('@/features/outbox/pages/OutboxPage'));
const CrmPage = lazy(() => import('@/features/crm/pages/CrmPage'));
const OrganisationPage = lazy(() => import('@/features/crm-records/pages/OrganisationPage'));
const ContactPage = lazy(() => import('@/features/crm-records/pages/ContactPage'));
const AddressPage = lazy(() => import('@/features/crm-records/pages/AddressPage'));
const NewCompanyPage = lazy(() => import('@/features/crm-records/pages/NewCompanyPage'));
const NewContactPage = lazy(() => import('@/features/crm-records/pages/NewContactPage'));
const NewAddressPage = lazy(() => import('@/features/crm-records/pages/NewAddressPage'));
const ProjectsPage = lazy(() => import('@/features/projects/pages/ProjectsPage'));
const NewProjectPage = lazy(() => import('@/features/projects/pages/NewProjectPage'));
const ProjectPage = lazy(() => import('@/features/projects/pages/ProjectPage'));
const ProductsPage = lazy(() => import('@/features/products/pages/ProductsPage'));
const NewProductPage = lazy(() => import('@/features/products/pages/NewProductPage'));
const ProductPage = lazy(() => import('@/features/products/pages/ProductPage'));
const QuotesPage = lazy(() => import('@/features/quotes/pages/QuotesPage'));
const QuoteEditorPage = lazy(() => import('@/features/quotes/pages/QuoteEditorPage'));
const SupplierQuotesPage = lazy(() => import('@/features/supplier-quotes/pages/SupplierQuotesPage'));
const SupplierRequestPage = lazy(() => import('@/features/supplier-quotes/pages/SupplierRequestPage'));
const KeyInQuotePage = lazy(() => import('@/features/supplier-quotes/pages/KeyInQuotePage'));
const SupplierQuoteEditorPage = lazy(() => import('@/features/supplier-quotes/pages/SupplierQuoteEditorPage'));
const PurchaseOrderPage = lazy(() => import('@/features/supplier-quotes/pages/PurchaseOrderPage'));
const NotFoundPage = lazy(() => import('@/features/home/pages/NotFoundPage'));
const HomeAsk = lazy(() => import('@/features/assistant/components/HomeAsk'));
const AssistantIndexPage = lazy(() => import('@/features/assistant/pages/AssistantIndexPage'));
/** The customer's quote from an emailed link: public, no shell. */
const PublicQuotePage = lazy(() => import('@/features/public-quote/pages/PublicQuotePage'));
/** The supplier's request for prices from an emailed link: public, no shell. */
const PublicSupplierQuotePage = lazy(() => import('@/features/public-supplier-quote/pages/PublicSupplierQuotePage'));
/** Our purchase order as the supplier opens it from the email: public, no shell. */
const PublicPurchaseOrderPage = lazy(() => import('@/features/public-purchase-order/pages/PublicPurchaseOrderPage'));
/** Call-offs (Delivering): the board and list, one order's schedule; the schedule behind a mailed link (public). */
const CallOffsPage = lazy(() => import('@/features/call-offs/pages/CallOffsPage'));
const ScheduleOrderPage = lazy(() => import('@/features/call-offs/pages/ScheduleOrderPage'));
const PublicSchedulePage = lazy(() => import('@/features/public-call-offs/pages/PublicSchedulePage'));
/** The task pad: the board (and list) of tasks, a new task, one task. */
const TaskpadPage = lazy(() => import('@/features/tasks/pages/TaskpadPage'));
const NewTaskPage = lazy(() => import('@/features/tasks/pages/NewTaskPage'));
const TaskPage = lazy(() => import('@/features/tasks/pages/TaskPage'));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `/call-offs/{order}`: staff's schedule of order {order} (logged in), or the public read-only one by its link's uuid. */
function ScheduleRoute() {
  const { order = '' } = useParams();
  const { isAuth } = useSession();
  const location = useLocation();
  if (UUID.test(order)) return <PublicSchedulePage />;
  if (!isAuth) return <Navigate to="/login" replace state={loginStateFor(location)} />;
  return <ScheduleOrderPage />;
}

/** The route table (history mode). Unknown paths show "Page not found"; auth routes send visitors to /login. */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '/password-reset/:token', element: <PasswordResetPage /> },
      { path: '/quote/:uuid', element: <PublicQuotePage /> },
      { path: '/supplier-quote/:uuid', element: <PublicSupplierQuotePage /> },
      { path: '/purchase-order/:uuid', element: <PublicPurchaseOrderPage /> },
      { path: '/call-offs/:order', element: <ScheduleRoute /> },
      {
        element: <RequireAuth />,
        children: [
          { path: '/', element: <HomePage ask={<HomeAsk />} /> },
          { path: '/profile', element: <ProfilePage /> },
          { path: '/taskpad', element: <TaskpadPage /> },
          { path: '/task/new', element: <NewTaskPage /> },
          { path: '/task', element: <TaskPage /> },
          { path: '/users', element: <UsersPage /> },
          { path: '/outbox', element: <OutboxPage /> },
          { path: '/crm', element: <CrmPage /> },
          { path: '/customer', element: <OrganisationPage kind="customer" extra={CustomerSections} /> },
          { path: '/supplier', element: <OrganisationPage kind="supplier" extra={SupplierSections} /> },
          { path: '/other', element: <OrganisationPage kind="other" /> },
          { path: '/company', element: <OrganisationPage kind="company" extra={CompanySections} /> },
          { path: '/contact', element: <ContactPage /> },
          { path: '/address/:type/:addressId', element: <AddressPage /> },
          { path: '/company/new', element: <NewCompanyPage /> },
          { path: '/contacts/new', element: <NewContactPage /> },
          { path: '/addresses/new', element: <NewAddressPage /> },
          { path: '/projects', element: <ProjectsPage /> },
          { path: '/projects/new', element: <NewProjectPage /> },
          { path: '/projects/view/:projectId', element: <ProjectPage extra={ProjectSections} /> },
          { path: '/products', element: <ProductsPage /> },
          { path: '/products/new', element: <NewProductPage /> },
          { path: '/products/:productId', element: <ProductPage /> },
          { path: '/quotes', element: <QuotesPage /> },
          { path: '/quotes/editor/:quoteId', element: <QuoteEditorPage /> },
          { path: '/supplier-quotes', element: <SupplierQuotesPage /> },
          { path: '/supplier-quotes/new', element: <KeyInQuotePage /> },
          { path: '/supplier-quotes/request/:quoteId', element: <SupplierRequestPage /> },
          { path: '/supplier-quotes/editor/:quoteId', element: <SupplierQuoteEditorPage /> },
          { path: '/supplier-quotes/orders/:orderId', element: <PurchaseOrderPage /> },
          { path: '/call-offs', element: <CallOffsPage /> },
          { path: '/admin/assistant', element: <AssistantIndexPage /> },
          // An address that names no screen: said so (signed in; a visitor logs in first, as on any screen).
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
