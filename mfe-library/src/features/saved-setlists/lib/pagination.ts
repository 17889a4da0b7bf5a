/** Spec §4 and §9: 6 setlists a page on mobile, 10 otherwise; Load More adds a page. */
export const PAGE_SIZE_MOBILE = 6;
export const PAGE_SIZE_DESKTOP = 10;

export const pageSize = (isMobile: boolean): number => (isMobile ? PAGE_SIZE_MOBILE : PAGE_SIZE_DESKTOP);

export interface Page<T> {
  readonly visible: readonly T[];
  /** How many are not shown yet: the Load More button's count. */
  readonly remaining: number;
}

/** The first `pages` pages of `items`. */
export const paginate = <T>(items: readonly T[], pages: number, size: number): Page<T> => {
  const shown = Math.max(1, pages) * size;
  return { visible: items.slice(0, shown), remaining: Math.max(0, items.length - shown) };
};
