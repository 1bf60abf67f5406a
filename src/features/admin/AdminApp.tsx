import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { ADMIN_TABS, SECTION_TITLES, screenKey, sectionOf } from '#/features/admin/admin-routes.ts';
import type { Choice } from '#/features/admin/calendar/admin-booking-forms.ts';
import { CalendarScreen } from '#/features/admin/calendar/CalendarScreen.tsx';
import { CliniciansScreen } from '#/features/admin/clinicians/CliniciansScreen.tsx';
import { ContactScreen } from '#/features/admin/contact/ContactScreen.tsx';
import { PrivacyScreen } from '#/features/admin/privacy/PrivacyScreen.tsx';
import { ProductsScreen } from '#/features/admin/products/ProductsScreen.tsx';
import { $adminRoute, startRouter } from '#/features/admin/route.store.ts';
import { $adminSignIn, loadAdminSignIn, logoutAdmin } from '#/features/admin/sign-in.store.ts';
import { PrintInvoice } from '#/features/admin/transactions/PrintInvoice.tsx';
import { TransactionsScreen } from '#/features/admin/transactions/TransactionsScreen.tsx';
import { UsersScreen } from '#/features/admin/users/UsersScreen.tsx';
import type { InvoiceCompany } from '#/features/invoices/Invoice.tsx';
import { PasswordDialog } from './PasswordDialog.tsx';
import { AdminLink, SCREEN_HEADING_ID, ScreenHeading } from './shared.tsx';

/** The admin panel: one page for every /admin/* address, nothing of it rendered before sign-in. */
export default function AdminApp({
  company,
  branches,
  services,
}: {
  company: InvoiceCompany;
  /** The branches and bookable services, from the site's content, for the booking forms. */
  branches: Choice[];
  services: Choice[];
}) {
  const signIn = useStore($adminSignIn);
  const route = useStore($adminRoute);

  useEffect(() => {
    startRouter();
    void loadAdminSignIn();
  }, []);

  // Moving to another screen moves focus to its heading, so screen readers hear where they
  // are; a new search or filter on the same screen leaves focus where the person is typing.
  const key = screenKey(route);
  const shownKey = useRef<string | null>(null);
  useEffect(() => {
    if (signIn.status !== 'in') return;
    if (shownKey.current !== null && shownKey.current !== key) {
      document.getElementById(SCREEN_HEADING_ID)?.focus();
    }
    shownKey.current = key;
  }, [key, signIn.status]);

  useEffect(() => {
    document.title = `${SECTION_TITLES[route.name]} | Admin Panel | Psycortex`;
  }, [route.name]);

  if (signIn.status !== 'in') {
    return (
      <p className="admin-loading" role="status">
        Loading the admin panel…
      </p>
    );
  }

  const section = sectionOf(route);
  return (
    <div className="admin">
      <header className="admin-bar">
        <h1>Admin Panel</h1>
        <p className="admin-who">Signed in as {signIn.username}</p>
        <div className="admin-buttons">
          <PasswordDialog />
          <button type="button" className="button" onClick={() => void logoutAdmin()}>
            Logout
          </button>
        </div>
      </header>
      <nav className="admin-tabs" aria-label="Admin sections">
        <ul>
          {ADMIN_TABS.map((tab) => (
            <li key={tab.section}>
              <AdminLink
                href={tab.href}
                aria-current={section === tab.section ? 'page' : undefined}
              >
                {tab.label}
              </AdminLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="admin-screen">
        {route.name === 'users' && <UsersScreen route={route} />}
        {route.name === 'transactions' && <TransactionsScreen route={route} />}
        {route.name === 'products' && <ProductsScreen />}
        {route.name === 'contact' && <ContactScreen />}
        {route.name === 'privacy' && <PrivacyScreen />}
        {route.name === 'calendar' && (
          <CalendarScreen route={route} branches={branches} services={services} />
        )}
        {route.name === 'clinicians' && (
          <CliniciansScreen branches={branches} services={services} />
        )}
        {route.name === 'notFound' && (
          <section aria-labelledby={SCREEN_HEADING_ID}>
            <ScreenHeading>Page not found</ScreenHeading>
            <p>
              There is no such screen in the admin panel.{' '}
              <AdminLink href="/admin">Go to Users</AdminLink>
            </p>
          </section>
        )}
      </div>
      <PrintInvoice company={company} />
    </div>
  );
}
