/** The `page` search parameter of a paged list: a whole number from 1, anything else is page 1. */
export const pageParam = (params: URLSearchParams): number =>
  Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
