import { AppError } from '../../../core/errors';
import type { EmailLogDetailDto, EmailLogListQuery, EmailLogListResponse } from '../../../core/schemas/admin';
import { ensure } from '../../http/authorize';
import type { Actor, AppContext } from '../../http/context';
import { adminPolicy } from './policy';
import { selectEmailLog, selectEmailLogPage } from './queriesEmailLog';
import { presentEmailLog, presentEmailLogDetail } from './presenter';

/** /admin/instellingen/email-logs: every delivery attempt, newest first, by recipient and kind. */
export const listEmailLogs = async (
  ctx: AppContext,
  actor: Actor,
  query: EmailLogListQuery,
): Promise<EmailLogListResponse> => {
  ensure(adminPolicy.useAdmin(actor), 'admin_only');
  const { rows, total, kinds } = await selectEmailLogPage(
    ctx.db,
    { to: query.to, kind: query.kind },
    { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
  );
  return { items: rows.map(presentEmailLog), total, page: query.page, pageSize: query.pageSize, kinds };
};

/** One logged mail with its text and HTML as stored in the outbox. */
export const getEmailLog = async (ctx: AppContext, actor: Actor, id: string): Promise<EmailLogDetailDto> => {
  ensure(adminPolicy.useAdmin(actor), 'admin_only');
  const row = await selectEmailLog(ctx.db, id);
  if (!row) throw new AppError('email_log_not_found');
  return presentEmailLogDetail(row);
};
