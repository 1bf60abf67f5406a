import { z } from 'zod';

/** The admin's user search: ?q=&page= */
export const userSearchSchema = z.object({
  q: z.string().trim().max(200, 'That search is too long.').optional().default(''),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
});
