// The route table of docs/reference/web.md 'Screens' and docs/reference/documents.md 'Screens': every route,
// its layout and its guard. Screens load lazily, one chunk per screen. The signed-in shell (top bar, side
// menu, their dialogs and icons) loads lazily too, so the sign-in screens fetch none of it (ADR 0203: at most
// 200 kB of gzip JavaScript on /login, checked by bench/bundle-size.bench.ts).
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { Center, Loader } from '@mantine/core';
import { paths } from '../config/paths';
import { i18nReady } from '../lib/i18n/i18n-core';
import { RedirectIfSignedIn, RequireOwner, RequireSignedIn } from './guards';
import { LoginLayout } from './layouts/login-layout';
import { StaleToasts } from './stale-toasts';
import { UnauthorizedRedirect } from './unauthorized-redirect';

// Every screen's catalogues (ADR 0247) load with the first screen that is written from them; the public
// screens only need the `auth` catalogue of the first script and the visitor's language (ADR 0256), so
// they stay within their script budget (ADR 0203).
const loadCatalogues = () => import('../lib/i18n/i18n').then((module) => module.cataloguesReady);

const UserLayout = lazy(() =>
  Promise.all([import('./layouts/user-layout'), loadCatalogues()]).then(([module]) => ({
    default: module.UserLayout,
  })),
);

// A lazy() component must be made once: one made during render is a new component type on every
// render, so a screen that suspends on first load would start loading again forever. `screen` keeps
// one per loader, keyed by the loader's source text (each names its own module), so the one-line
// `const X = () => screen(() => import('...'))` registrations stay safe.
const lazyScreens = new Map<string, ComponentType>();
const screen = (load: () => Promise<{ default: ComponentType }>, catalogues = true) => {
  const key = load.toString();
  let Screen = lazyScreens.get(key);
  if (!Screen) {
    const words = catalogues ? loadCatalogues : () => i18nReady;
    Screen = lazy(() => Promise.all([load(), words()]).then(([module]) => module));
    lazyScreens.set(key, Screen);
  }
  return <Screen />;
};

const Landing = () => screen(() => import('../features/auth/routes/landing'), false);
const Login = () => screen(() => import('../features/auth/routes/login'), false);
const Register = () => screen(() => import('../features/auth/routes/register'), false);
const RegionalSettings = () => screen(() => import('../features/auth/routes/regional-settings'));
const ForgotPassword = () => screen(() => import('../features/auth/routes/forgot-password'), false);
const PasswordConfirmation = () =>
  screen(() => import('../features/auth/routes/password-confirmation'), false);
const ResetPassword = () => screen(() => import('../features/auth/routes/reset-password'), false);
const VerifyEmail = () => screen(() => import('../features/auth/routes/verify-email'), false);
const Logout = () => screen(() => import('../features/auth/routes/logout'), false);
const Dashboard = () => screen(() => import('../features/dashboard/routes/dashboard'));
const NotFoundPage = () => screen(() => import('../components/not-found/not-found-page'));
const CompleteProfile = () => screen(() => import('../features/profile/routes/complete-profile'));
const SoleTrader = () => screen(() => import('../features/profile/routes/sole-trader'));
const LimitedCompany = () => screen(() => import('../features/profile/routes/limited-company'));
const Setting = () => screen(() => import('./setting-screen'));
const ItemList = () => screen(() => import('../features/items/routes/item-list'));
const AddItem = () => screen(() => import('../features/items/routes/add-item'));
const EditItem = () => screen(() => import('../features/items/routes/edit-item'));
const ListExpenses = () => screen(() => import('../features/expenses/routes/list-expenses'));
const AddExpense = () => screen(() => import('../features/expenses/routes/add-expense'));
const EditExpense = () => screen(() => import('../features/expenses/routes/edit-expense'));
const VatReturn = () => screen(() => import('../features/tax/routes/vat-return'));
const Reports = () => screen(() => import('../features/reports/routes/reports'));
const PeriodPack = () => screen(() => import('../features/period-pack/routes/period-pack'));
const ListClients = () => screen(() => import('../features/clients/routes/list-clients'));
const AddClient = () => screen(() => import('../features/clients/routes/add-client'));
const EditClient = () => screen(() => import('../features/clients/routes/edit-client'));
const ListQuotation = () => screen(() => import('../features/quotations/routes/list-quotation'));
const AddQuotation = () => screen(() => import('../features/quotations/routes/add-quotation'));
const ShowQuotation = () => screen(() => import('../features/quotations/routes/show-quotation'));
const EditQuotation = () => screen(() => import('../features/quotations/routes/edit-quotation'));
const ListInvoice = () => screen(() => import('../features/invoices/routes/list-invoice'));
const AddInvoice = () => screen(() => import('../features/invoices/routes/add-invoice'));
const ShowInvoice = () => screen(() => import('../features/invoices/routes/show-invoice'));
const EditInvoice = () => screen(() => import('../features/invoices/routes/edit-invoice'));
const ListRecurring = () => screen(() => import('../features/recurring/routes/list-recurring'));
const ListCreditNotes = () => screen(() => import('../features/credit-notes/routes/list-credit-notes'));
const AddCreditNote = () => screen(() => import('../features/credit-notes/routes/add-credit-note'));
const ShowCreditNote = () => screen(() => import('../features/credit-notes/routes/show-credit-note'));
const StripeSuccess = () => screen(() => import('../features/subscriptions/routes/stripe-success'));
const StripeError = () => screen(() => import('../features/subscriptions/routes/stripe-error'));
const ClientDocument = () => screen(() => import('../features/client-page/routes/client-document'));
const AccountantScreen = () => screen(() => import('../features/accountant/routes/accountant-screen'));
const AcceptInvitation = () => screen(() => import('../features/accountant/routes/accept-invitation'));
const CardPaymentReceived = () =>
  screen(() => import('../features/client-page/routes/card-payment-received'));

function Loading() {
  return (
    <Center h={200}>
      <Loader aria-label="Loading" />
    </Center>
  );
}

const withSuspense = (node: ReactNode) => <Suspense fallback={<Loading />}>{node}</Suspense>;

export function AppRouter() {
  return (
    <BrowserRouter>
      <UnauthorizedRedirect />
      <StaleToasts />
      <Routes>
        <Route element={<LoginLayout />}>
          <Route element={<RedirectIfSignedIn />}>
            <Route path={paths.home} element={withSuspense(<Landing />)} />
            <Route path={paths.login} element={withSuspense(<Login />)} />
            <Route path={paths.register} element={withSuspense(<Register />)} />
            <Route path={paths.regionalSettings} element={withSuspense(<RegionalSettings />)} />
            <Route path={paths.forgotPassword} element={withSuspense(<ForgotPassword />)} />
          </Route>
          <Route path={paths.passwordConfirmation} element={withSuspense(<PasswordConfirmation />)} />
          <Route path={paths.resetPassword} element={withSuspense(<ResetPassword />)} />
          <Route path={paths.verifyEmail} element={withSuspense(<VerifyEmail />)} />
          <Route path={paths.logout} element={withSuspense(<Logout />)} />
        </Route>
        {/* A client's page of a document: public, for whoever holds the link, signed in or not. */}
        <Route element={<LoginLayout accountLinks={false} />}>
          <Route path={paths.clientDocument} element={withSuspense(<ClientDocument />)} />
          <Route path={paths.acceptInvitation} element={withSuspense(<AcceptInvitation />)} />
          <Route path={paths.cardPaymentReceived} element={withSuspense(<CardPaymentReceived />)} />
        </Route>

        <Route element={<RequireSignedIn />}>
          <Route element={withSuspense(<UserLayout />)}>
            <Route path={paths.dashboard} element={withSuspense(<Dashboard />)} />
            <Route path={paths.completeProfile} element={withSuspense(<CompleteProfile />)} />
            <Route path={paths.soleTrader} element={withSuspense(<SoleTrader />)} />
            <Route path={paths.limitedCompany} element={withSuspense(<LimitedCompany />)} />
            <Route path={paths.setting} element={withSuspense(<Setting />)} />
            <Route path={paths.stripeSuccess} element={withSuspense(<StripeSuccess />)} />
            <Route path={paths.stripeError} element={withSuspense(<StripeError />)} />
            <Route path={paths.itemList} element={withSuspense(<ItemList />)} />
            <Route path={paths.listExpenses} element={withSuspense(<ListExpenses />)} />
            <Route path={paths.vatReturn} element={withSuspense(<VatReturn />)} />
            <Route path={paths.reports} element={withSuspense(<Reports />)} />
            <Route path={paths.periodPack} element={withSuspense(<PeriodPack />)} />
            <Route path={paths.accountant} element={withSuspense(<AccountantScreen />)} />
            <Route path={paths.listClients} element={withSuspense(<ListClients />)} />
            <Route path={paths.listQuotation} element={withSuspense(<ListQuotation />)} />
            <Route path="/show-quotation/:id" element={withSuspense(<ShowQuotation />)} />
            <Route path={paths.listInvoice} element={withSuspense(<ListInvoice />)} />
            <Route path={paths.recurringInvoices} element={withSuspense(<ListRecurring />)} />
            <Route path="/show-invoice/:id" element={withSuspense(<ShowInvoice />)} />
            <Route path={paths.listCreditNotes} element={withSuspense(<ListCreditNotes />)} />
            <Route path="/show-credit-note/:id" element={withSuspense(<ShowCreditNote />)} />
            {/* An accountant reads the business: no screen that adds or edits (ADR 0240). */}
            <Route element={<RequireOwner />}>
              <Route path={paths.addItem} element={withSuspense(<AddItem />)} />
              <Route path="/edit-item/:id" element={withSuspense(<EditItem />)} />
              <Route path={paths.addExpense} element={withSuspense(<AddExpense />)} />
              <Route path="/edit-expense/:id" element={withSuspense(<EditExpense />)} />
              <Route path={paths.addClient} element={withSuspense(<AddClient />)} />
              <Route path="/edit-client/:id" element={withSuspense(<EditClient />)} />
              <Route path={paths.addQuotation} element={withSuspense(<AddQuotation />)} />
              <Route path="/edit-quotation/:id" element={withSuspense(<EditQuotation />)} />
              <Route path={paths.addInvoice} element={withSuspense(<AddInvoice />)} />
              <Route path="/edit-invoice/:id" element={withSuspense(<EditInvoice />)} />
              <Route path="/add-credit-note/:invoice" element={withSuspense(<AddCreditNote />)} />
            </Route>
          </Route>
        </Route>
        <Route path="*" element={withSuspense(<NotFoundPage />)} />
      </Routes>
    </BrowserRouter>
  );
}
