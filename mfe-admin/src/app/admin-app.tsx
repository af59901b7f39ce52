import { paths } from 'shared-data';
import { collectionRole } from 'shared-data/cms';
import { Navigate, useLocation } from 'shared-data/react';
import type { Role } from '../../server/contract.ts';
import { AdminPage } from '../components/admin-page.tsx';
import { AlertBox } from '../components/alert-box.tsx';
import { UnsavedChangesGuard } from '../components/unsaved-changes.tsx';
import { AccountPage } from '../features/account/account-page.tsx';
import { AccountsPage } from '../features/accounts/accounts-page.tsx';
import { AuditPage } from '../features/audit/audit-page.tsx';
import { RequireSession } from '../features/auth/require-session.tsx';
import { useSession } from '../lib/session-context.ts';
import { ClicksPage } from '../features/clicks/clicks-page.tsx';
import { CountryRulesPage } from '../features/country-rules/country-rules-page.tsx';
import { AdminLayout } from '../features/layout/admin-layout.tsx';
import { LinkHealthPage, LinkHealthWarning } from '../features/link-health/link-health-panel.tsx';
import { adminAccountPath, adminCountryRulesPath, adminVitalsPath, allows } from '../features/layout/nav-items.ts';
import { EntryFormPage } from '../features/management/entry-form-page.tsx';
import { EntryListPage } from '../features/management/entry-list-page.tsx';
import { OverviewPage } from '../features/overview/overview-page.tsx';
import { SettingsPage } from '../features/settings/settings-page.tsx';
import { VitalsPage } from '../features/vitals/vitals-page.tsx';
import { collectionRoute, withoutTrailingSlash } from './admin-routes.ts';

/** What an editor sees at an admin's address (typed or from an old link); the server refuses the data anyway. */
function AdminsOnly() {
  return (
    <AdminPage title="Yetki gerekli">
      <AlertBox role="alert">Bu sayfayı yalnızca yöneticiler görebilir.</AlertBox>
    </AdminPage>
  );
}

/**
 * The page at a path below /admin. The remote bundles no router, so this switch is its whole route table; any other
 * path below /admin goes back to the overview, replacing the unknown entry in the history.
 */
function AdminScreen({ pathname, role }: { pathname: string; role: Role }) {
  const path = withoutTrailingSlash(pathname);
  switch (path) {
    case paths.admin:
      return <OverviewPage />;
    case paths.adminSettings:
      return allows(role, 'admin') ? <SettingsPage /> : <AdminsOnly />;
    case adminCountryRulesPath:
      return allows(role, 'admin') ? <CountryRulesPage /> : <AdminsOnly />;
    case paths.adminAccounts:
      return allows(role, 'admin') ? <AccountsPage /> : <AdminsOnly />;
    case paths.adminClicks:
      return allows(role, 'admin') ? <ClicksPage /> : <AdminsOnly />;
    case paths.adminLinks:
      return allows(role, 'admin') ? <LinkHealthPage /> : <AdminsOnly />;
    case adminAccountPath:
      return <AccountPage />;
    case adminVitalsPath:
      return allows(role, 'admin') ? <VitalsPage /> : <AdminsOnly />;
    case paths.adminAudit:
      return <AuditPage />;
  }
  const route = collectionRoute(path);
  if (!route) return <Navigate to={paths.admin} replace />;
  const { spec } = route;
  if (!allows(role, collectionRole[spec.collection])) return <AdminsOnly />;
  // Keyed by collection, so a new entry's form stays mounted when it moves to the saved entry's address.
  if (route.screen === 'list') {
    // Above the casino list, the warning about casinos whose /git/ link leads nowhere (the link-health feature's).
    const notice = spec.collection === 'casinos' ? <LinkHealthWarning /> : undefined;
    return <EntryListPage key={spec.collection} spec={spec} notice={notice} />;
  }
  if (route.screen === 'new' && spec.editOnly) return <Navigate to={spec.listPath} replace />;
  return <EntryFormPage key={spec.collection} spec={spec} id={route.screen === 'entry' ? route.id : null} />;
}

function GuardedPage() {
  const { pathname } = useLocation();
  const { session } = useSession();
  // A role that requires a second factor the account has not enrolled: 'Hesabım' alone (the server refuses the rest).
  if (session.mustEnrol && withoutTrailingSlash(pathname) !== adminAccountPath) return <Navigate to={adminAccountPath} replace />;
  return <AdminScreen pathname={pathname} role={session.role} />;
}

/** /admin/*: the guard, then the admin shell around the overview and the CMS screens. */
export function AdminApp() {
  return (
    <RequireSession>
      <UnsavedChangesGuard>
        <AdminLayout>
          <GuardedPage />
        </AdminLayout>
      </UnsavedChangesGuard>
    </RequireSession>
  );
}
