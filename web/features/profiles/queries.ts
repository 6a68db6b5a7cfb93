import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfileImageKind, ProfileKind, ProfileResponseOf } from '@core/schemas/profiles';
import { fetchProfile, saveProfile, uploadProfileImage } from './api';

export const profileKeys = {
  all: ['profiles'] as const,
  form: (kind: ProfileKind, id: string | null) => ['profiles', kind, id ?? 'own'] as const,
};

export const useProfileForm = <K extends ProfileKind>(kind: K, id: string | null) =>
  useQuery({
    queryKey: profileKeys.form(kind, id),
    queryFn: ({ signal }) => fetchProfile(kind, id, signal),
  });

/** After a save or upload the answer is the profile as stored: it replaces the cached one. */
const useStore = <K extends ProfileKind>(kind: K, id: string | null) => {
  const client = useQueryClient();
  return (data: ProfileResponseOf<K>) => client.setQueryData(profileKeys.form(kind, id), data);
};

export const useSaveProfile = <K extends ProfileKind>(kind: K, id: string | null) => {
  const store = useStore(kind, id);
  return useMutation({
    mutationFn: (input: { mode: 'create' | 'update'; body: Record<string, unknown> }) =>
      saveProfile(kind, input.mode, id, input.body),
    onSuccess: store,
  });
};

export const useUploadProfileImage = <K extends ProfileKind>(kind: K, id: string | null) => {
  const store = useStore(kind, id);
  return useMutation({
    mutationFn: (input: { imageKind: ProfileImageKind; file: File; onProgress: (f: number) => void }) =>
      uploadProfileImage(kind, input.imageKind, id, input.file, input.onProgress),
    onSuccess: store,
  });
};
