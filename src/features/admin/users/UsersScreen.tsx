import { useStore } from '@nanostores/react';
import type { AdminUserPage } from '#/api/admin-users.ts';
import { type AdminRoute, adminHref, pageCount } from '#/features/admin/admin-routes.ts';
import { countryOrNotSpecified, firstSerial } from '#/features/admin/admin-view.ts';
import {
  AdminLink,
  SCREEN_HEADING_ID,
  ScreenHeading,
  TableScroll,
} from '#/features/admin/shared.tsx';
import {
  $userSearch,
  $users,
  searchUsersNow,
  showUsersPage,
  typeUserSearch,
} from '#/features/admin/users/users.store.ts';

type UsersRoute = Extract<AdminRoute, { name: 'users' }>;

function summary(page: AdminUserPage, q: string): string {
  if (page.total === 0) return q ? `No users match "${q}".` : 'No users yet.';
  const users = page.total === 1 ? '1 user' : `${page.total} users`;
  return q ? `${users} ${page.total === 1 ? 'matches' : 'match'} "${q}".` : `${users}.`;
}

/** Customers, searched by name or e-mail, 50 to a page (the server's pages). */
export function UsersScreen({ route }: { route: UsersRoute }) {
  const state = useStore($users);
  const search = useStore($userSearch);
  const page =
    state.status === 'ready' ? state.data : state.status === 'loading' ? state.previous : undefined;
  const pages = page ? pageCount(page.total, page.pageSize) : 1;

  return (
    <section aria-labelledby={SCREEN_HEADING_ID}>
      <ScreenHeading>Users</ScreenHeading>
      <search className="admin-search" aria-label="Users">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            searchUsersNow();
          }}
        >
          <label htmlFor="user-search">Search by name or email</label>
          <div className="admin-search__row">
            <input
              id="user-search"
              type="search"
              value={search}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => typeUserSearch(event.target.value)}
            />
            <button type="submit" className="button">
              Search
            </button>
          </div>
        </form>
      </search>

      <p role="status" className="admin-status">
        {state.status === 'loading' && 'Loading users…'}
        {state.status === 'failed' && state.message}
        {state.status === 'ready' && summary(state.data, route.q)}
      </p>

      {page && page.users.length > 0 && (
        <TableScroll labelledBy="users-caption">
          <table className="admin-table">
            <caption id="users-caption">
              Users{route.q ? ` matching "${route.q}"` : ''}
              {pages > 1 ? `, page ${page.page} of ${pages}` : ''}
            </caption>
            <thead>
              <tr>
                <th scope="col">S.No.</th>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Country</th>
                <th scope="col">Items Purchased</th>
                <th scope="col">Transactions</th>
              </tr>
            </thead>
            <tbody>
              {page.users.map((user, index) => (
                <tr key={user.id}>
                  <td>{firstSerial(page.page, page.pageSize) + index}</td>
                  <th scope="row">
                    {user.name || <span className="admin-muted">No name given</span>}
                  </th>
                  <td>{user.email}</td>
                  <td>{countryOrNotSpecified(user.country)}</td>
                  <td>{user.itemsPurchased}</td>
                  <td>
                    <AdminLink href={adminHref({ name: 'transactions', who: user.id })}>
                      View Transactions
                      <span className="visually-hidden"> of {user.name || user.email}</span>
                    </AdminLink>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}

      {page && page.total > page.pageSize && (
        <nav className="admin-pager" aria-label="Users pages">
          <PagerButton
            label="Previous"
            disabled={page.page <= 1}
            onClick={() => showUsersPage(page.page - 1)}
          />
          <p>
            Page {page.page} of {pages}
          </p>
          <PagerButton
            label="Next"
            disabled={page.page >= pages}
            onClick={() => showUsersPage(page.page + 1)}
          />
        </nav>
      )}
    </section>
  );
}

/**
 * aria-disabled rather than disabled: a button that becomes unavailable under the keyboard
 * (Next on the last page) keeps focus instead of dropping it to the top of the page.
 */
function PagerButton(props: { label: string; disabled: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      className="button button--ghost"
      aria-disabled={props.disabled}
      onClick={() => {
        if (!props.disabled) props.onClick();
      }}
    >
      {props.label}
    </button>
  );
}
