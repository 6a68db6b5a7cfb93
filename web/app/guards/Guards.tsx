import { Navigate, Outlet, useLocation } from 'react-router';
import { useActiveRole, useSession } from '@web/features/accounts';
import { PageFallback } from '../PageFallback';
import { membersOnlyDecision, sectionDecision, type GuardDecision } from './guardDecision';

const Decide = ({ decision }: { decision: GuardDecision }) => {
  if (decision.kind === 'wait') return <PageFallback />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <Outlet />;
};

/** Wraps /dashboard/** and /admin/**: session, role table of spec §6, and the /dashboard index forward. */
export const SectionGuard = () => {
  const { pathname, search } = useLocation();
  const { user, isLoading } = useSession();
  const { chosen, isLoading: rolesLoading } = useActiveRole();
  const decision = sectionDecision({
    pathname,
    search,
    sessionLoading: isLoading,
    roles: user ? user.roles : null,
    // Until the grants arrive the index waits; other routes only need the held roles of the session.
    chosenRole: rolesLoading ? undefined : (chosen?.role ?? null),
  });
  return <Decide decision={decision} />;
};

/** Wraps /professionals and /professionals/{slug}: visitors see /restricted. */
export const MembersOnlyGuard = () => {
  const { pathname, search } = useLocation();
  const { user, isLoading } = useSession();
  return (
    <Decide
      decision={membersOnlyDecision({
        pathname,
        search,
        sessionLoading: isLoading,
        roles: user ? user.roles : null,
      })}
    />
  );
};
