import { Check, ChevronDown, Star, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isPremiumRole } from '@core/domain/roles';
import type { RoleGrantDto } from '@core/schemas/accounts';
import { Badge } from '@web/components/ui/Badge';
import { Button } from '@web/components/ui/Button';
import { Dialog } from '@web/components/ui/Dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/DropdownMenu';
import { grantKey, groupGrants, sameGrant } from './activeRole';
import { useRoleSwitch, type RoleSwitch } from './useRoleSwitch';

const optionTestId = (grant: RoleGrantDto): string =>
  `role-option-${grant.membership === 'member' ? 'team-' : ''}${grant.role}`;

const GrantLabel = ({ grant, active }: { grant: RoleGrantDto; active: boolean }) => {
  const { t } = useTranslation();
  const { t: ta } = useTranslation('accounts', { useSuspense: false });
  const team = grant.membership === 'member';
  const subtitle = team ? ta('roleSwitch.asTeamMember') : grant.contextName;
  return (
    <span className="flex min-w-0 flex-1 items-center gap-2">
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-1.5 font-medium text-ink">
          <span className="truncate">
            {team && grant.contextName ? grant.contextName : t(`roles.${grant.role}`)}
          </span>
          {isPremiumRole(grant.role) ? (
            // The role label already says Premium; the star is decoration with a tooltip.
            <Badge tone="premium" aria-hidden title={ta('roleSwitch.premium')}>
              <Star aria-hidden className="size-3 fill-current" />
            </Badge>
          ) : null}
          {team ? <Badge tone="forest">{ta('roleSwitch.team')}</Badge> : null}
        </span>
        {subtitle ? <span className="block truncate text-xs text-ink-muted">{subtitle}</span> : null}
      </span>
      {active ? (
        <Check role="img" aria-label={ta('roleSwitch.active')} className="size-4 text-forest-700" />
      ) : null}
    </span>
  );
};

/** Asks what to do with unsaved changes before a switch (Annuleren / Doorgaan zonder opslaan / Opslaan en wisselen). */
const UnsavedChangesDialog = ({ sw }: { sw: RoleSwitch }) => {
  const { t: ta } = useTranslation('accounts', { useSuspense: false });
  return (
    <Dialog
      open={sw.pending !== null}
      onOpenChange={(open) => (open ? undefined : sw.cancel())}
      title={ta('roleSwitch.unsaved.title')}
      description={ta('roleSwitch.unsaved.description')}
      closeLabel={ta('roleSwitch.unsaved.close')}
      footer={
        <>
          <Button variant="ghost" onClick={sw.cancel}>
            {ta('roleSwitch.unsaved.cancel')}
          </Button>
          <Button variant="secondary" onClick={sw.discardAndSwitch}>
            {ta('roleSwitch.unsaved.discard')}
          </Button>
          <Button onClick={() => void sw.saveAndSwitch()}>{ta('roleSwitch.unsaved.save')}</Button>
        </>
      }
    />
  );
};

/** Desktop: 'Account Rollen' dropdown next to the user menu; only for users with more than one grant. */
export const RoleSwitcherMenu = () => {
  const { t } = useTranslation();
  const { t: ta, ready } = useTranslation('accounts', { useSuspense: false });
  const sw = useRoleSwitch();
  if (!ready || sw.grants.length < 2) return null;
  return (
    <>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            size="sm"
            className="hidden lg:inline-flex"
            data-testid="role-switcher"
            aria-label={ta('roleSwitch.open', { role: t(`roles.${sw.activeRole}`) })}
          >
            <UsersRound aria-hidden />
            <span className="max-w-40 truncate">{t(`roles.${sw.activeRole}`)}</span>
            <ChevronDown aria-hidden className="size-4" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-72" data-testid="role-switcher-menu">
          <p className="px-3 pt-2 pb-1 font-display text-base font-semibold text-ink">
            {ta('roleSwitch.title')}
          </p>
          {groupGrants(sw.grants).map((group, index) => (
            <div key={group.id} role="group" aria-label={ta(`roleSwitch.groups.${group.id}`)}>
              {index > 0 ? <DropdownMenuSeparator /> : null}
              <DropdownMenuLabel>{ta(`roleSwitch.groups.${group.id}`)}</DropdownMenuLabel>
              {group.grants.map((grant) => (
                <DropdownMenuItem
                  key={grantKey(grant)}
                  data-testid={optionTestId(grant)}
                  onSelect={() => sw.request(grant)}
                >
                  <GrantLabel grant={grant} active={sw.active ? sameGrant(sw.active, grant) : false} />
                </DropdownMenuItem>
              ))}
            </div>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      <UnsavedChangesDialog sw={sw} />
    </>
  );
};

/** Mobile: the same choice as a section of the 'Meer' sheet. */
export const RoleSwitcherSection = ({ onSwitched }: { onSwitched?: () => void }) => {
  const { t: ta, ready } = useTranslation('accounts', { useSuspense: false });
  const sw = useRoleSwitch(onSwitched);
  if (!ready || sw.grants.length < 2) return null;
  return (
    <section className="mt-5" aria-labelledby="role-switcher-title" data-testid="role-switcher-sheet">
      <h3 id="role-switcher-title" className="px-1 font-display text-base font-semibold text-ink">
        {ta('roleSwitch.title')}
      </h3>
      {groupGrants(sw.grants).map((group) => (
        <div key={group.id} role="group" aria-label={ta(`roleSwitch.groups.${group.id}`)} className="mt-3">
          <p className="px-1 text-xs font-semibold tracking-wide text-ink-muted uppercase">
            {ta(`roleSwitch.groups.${group.id}`)}
          </p>
          <ul className="mt-1 divide-y divide-line/70 rounded-2xl bg-white">
            {group.grants.map((grant) => {
              const active = sw.active ? sameGrant(sw.active, grant) : false;
              return (
                <li key={grantKey(grant)}>
                  <button
                    type="button"
                    aria-pressed={active}
                    data-testid={optionTestId(grant)}
                    onClick={() => sw.request(grant)}
                    className="flex min-h-12 w-full items-center px-4 py-2 text-left"
                  >
                    <GrantLabel grant={grant} active={active} />
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
      <UnsavedChangesDialog sw={sw} />
    </section>
  );
};
