import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminProfileType } from '@core/schemas/adminDirectory';
import {
  type ProfileListParams,
  fetchProfile,
  fetchProfiles,
  patchProfileFlags,
  postCreateProfile,
} from './api';

export const directoryKeys = {
  all: ['admin', 'profiles'] as const,
  list: (params: ProfileListParams) => [...directoryKeys.all, 'list', params] as const,
  detail: (type: AdminProfileType, id: string) => [...directoryKeys.all, 'detail', type, id] as const,
};

export const useAdminProfiles = (params: ProfileListParams) =>
  useQuery({
    queryKey: directoryKeys.list(params),
    queryFn: ({ signal }) => fetchProfiles(params, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminProfile = (type: AdminProfileType, id: string) =>
  useQuery({
    queryKey: directoryKeys.detail(type, id),
    queryFn: ({ signal }) => fetchProfile(type, id, signal),
  });

/** A flag change refreshes the lists and the profile's detail (its history gains an entry). */
export const useUpdateProfileFlags = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchProfileFlags,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: directoryKeys.all });
    },
  });
};

export const useCreateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postCreateProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(directoryKeys.detail(profile.type, profile.id), profile);
      await queryClient.invalidateQueries({ queryKey: [...directoryKeys.all, 'list'] });
    },
  });
};
