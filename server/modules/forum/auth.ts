import { AppError } from '../../../core/errors';
import type { RequestContext } from '../../http/context';
import { requireSession } from '../../http/requireSession';

/** Forum writes answer visitors with 'Gebruiker niet ingelogd' (code forum_login_required, 401; spec §8). */
export const signedIn = (ctx: RequestContext) =>
  requireSession(ctx, () => new AppError('forum_login_required'));
