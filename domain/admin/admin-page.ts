/** SPEC §9: the dashboard lists 9, 18 or 36 films at a time (36 by default); "Fetch 5 more" appends five. */
export const ADMIN_PAGE_SIZES = [9, 18, 36] as const;
export type AdminPageSize = (typeof ADMIN_PAGE_SIZES)[number];
export const DEFAULT_ADMIN_PAGE_SIZE: AdminPageSize = 36;
export const FETCH_MORE_COUNT = 5;
/** The most one admin list call answers. */
export const ADMIN_MAX_COUNT = 36;
export const ADMIN_MAX_OFFSET = 100_000;

export const isAdminPageSize = (n: number): n is AdminPageSize => (ADMIN_PAGE_SIZES as ReadonlyArray<number>).includes(n);
