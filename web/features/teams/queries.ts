import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { roleKeys, sessionKeys } from '@web/features/accounts';
import {
  deleteInvitation,
  deleteMember,
  fetchInvitationPreview,
  fetchOrganizationProfile,
  fetchTeams,
  postAcceptInvitation,
  postInvitation,
  putOrganizationProfile,
} from './api';

/** Query keys of the teams feature. */
export const teamKeys = {
  all: ['teams'] as const,
  mine: () => [...teamKeys.all, 'mine'] as const,
  invitation: (token: string) => [...teamKeys.all, 'invitation', token] as const,
  organizationProfile: () => [...teamKeys.all, 'organization-profile'] as const,
};

export const useTeams = () =>
  useQuery({ queryKey: teamKeys.mine(), queryFn: ({ signal }) => fetchTeams(signal) });

/** Mutations that change a team refresh the team list afterwards. */
const useTeamMutation = <TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.mine() }),
  });
};

export const useInviteMember = () => useTeamMutation(postInvitation);
export const useWithdrawInvitation = () => useTeamMutation(deleteInvitation);
export const useRemoveMember = () => useTeamMutation(deleteMember);

export const useInvitationPreview = (token: string) =>
  useQuery({
    queryKey: teamKeys.invitation(token),
    queryFn: ({ signal }) => fetchInvitationPreview(token, signal),
    enabled: token.length > 0,
    // 404/410 are answers, not hiccups.
    retry: false,
  });

/** Accepting changes the user's roles: the session and the role switcher reload. */
export const useAcceptInvitation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postAcceptInvitation,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
        queryClient.invalidateQueries({ queryKey: roleKeys.all }),
      ]);
    },
  });
};

export const useOrganizationProfile = () =>
  useQuery({
    queryKey: teamKeys.organizationProfile(),
    queryFn: ({ signal }) => fetchOrganizationProfile(signal),
  });

/** A new organisation changes the session (profile slug, Team tab) and the role names. */
export const useSaveOrganizationProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putOrganizationProfile,
    onSuccess: async (saved) => {
      queryClient.setQueryData(teamKeys.organizationProfile(), { profile: saved.profile, canCreate: false });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
        queryClient.invalidateQueries({ queryKey: roleKeys.all }),
        queryClient.invalidateQueries({ queryKey: teamKeys.mine() }),
      ]);
    },
  });
};
