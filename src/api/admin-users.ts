import { z } from 'zod';
import { api } from '#/lib/http.ts';
import type { Json } from './json.ts';

/** Customers, searched by name or e-mail, 50 to a page. */
export const PATH = '/api/admin/users';

/** The admin's user search: ?q=&page= */
export const userSearchSchema = z.object({
  q: z.string().trim().max(200, 'That search is too long.').optional().default(''),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
});

export interface AdminUserRow {
  id: string;
  name: string;
  email: string;
  country: string;
  itemsPurchased: number;
  createdAt: string;
}

export interface AdminUserPage {
  users: AdminUserRow[];
  page: number;
  pageSize: number;
  total: number;
}

/** The address of a search: `?q=&page=`, empty parts left out. */
export function usersPath(q: string, page: number): string {
  const query = new URLSearchParams();
  if (q.trim()) query.set('q', q.trim());
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `${PATH}?${search}` : PATH;
}

export const loadUsers = (q: string, page: number, init: RequestInit = {}) =>
  api<Json<AdminUserPage>>(usersPath(q, page), init);
