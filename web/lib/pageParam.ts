/** The `page` search parameter of a paged list (one rule with the server's page data, so it lives in core). */
export { pageParam } from '@core/domain/pageParam';
