/**
 * The `page` search parameter of a paged list: a whole number from 1, anything else is page 1. Shared so the
 * server reads a list page's URL (its first-render data, core/domain/initialData.ts) as the browser does.
 */
export const pageParam = (params: URLSearchParams): number =>
  Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
