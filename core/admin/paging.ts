import { ADMIN_PAGE_SIZE, type Page } from '../../contracts/admin.ts';

/** Limit and offset of a one-based page of the admin lists. */
export const pageWindow = (page: number, size = ADMIN_PAGE_SIZE) => ({
  limit: size,
  offset: (Math.max(1, page) - 1) * size,
});

export function pageResult<T>(items: T[], page: number, total: number, size = ADMIN_PAGE_SIZE): Page<T> {
  return { items, page, pageSize: size, total, totalPages: Math.max(1, Math.ceil(total / size)) };
}

/** A LIKE pattern matching `text` anywhere, with the LIKE wildcards of the text escaped. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
