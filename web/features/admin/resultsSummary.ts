import type { TFunction } from 'i18next';

/** The admin lists' pagination line: "130 resultaten · Pagina 2 van 7". */
export const resultsSummary =
  (t: TFunction, page: number, total: number) =>
  (pages: number): string =>
    `${t('admin:pagination.total', { count: total })} · ${t('admin:pagination.status', { page, pages })}`;
