import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FeatureSwitch } from '@core/schemas/siteSettings';
import { fetchAdminSiteSettings, fetchSiteSettings, patchSiteSettings } from './api';

export const siteSettingsKeys = {
  all: ['site-settings'] as const,
  public: () => [...siteSettingsKeys.all, 'public'] as const,
  admin: () => [...siteSettingsKeys.all, 'admin'] as const,
};

/**
 * The live site settings every page uses (banner, name, sign-ups, radius). Short stale time and a refetch on
 * focus: a banner the admin turns on reaches open tabs within a minute, without a reload.
 */
export const useSiteSettings = () =>
  useQuery({
    queryKey: siteSettingsKeys.public(),
    queryFn: ({ signal }) => fetchSiteSettings(signal),
    staleTime: 30_000,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });

export const useAdminSiteSettings = () =>
  useQuery({ queryKey: siteSettingsKeys.admin(), queryFn: ({ signal }) => fetchAdminSiteSettings(signal) });

/** Save one group; the admin and public copies (and the recent changes list) refresh. */
export const useSaveSiteSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchSiteSettings,
    onSuccess: async (saved) => {
      queryClient.setQueryData(siteSettingsKeys.admin(), saved);
      queryClient.setQueryData(siteSettingsKeys.public(), saved.settings);
      await queryClient.invalidateQueries({ queryKey: ['audit'] });
    },
  });
};

/** Whether a feature switch of /admin/instellingen is on (on until the settings are known; the server decides). */
export const useFeatureSwitch = (feature: FeatureSwitch): boolean =>
  useSiteSettings().data?.features[feature] ?? true;
