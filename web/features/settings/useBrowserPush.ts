import { useQuery } from '@tanstack/react-query';
import { readBrowserPush } from './browserPush';
import { settingsKeys } from './queries';

/**
 * This browser's push state for the preferences page: the push switches stay disabled until it is 'on'.
 * The control that asks the browser's permission (PushPermissionSlot) invalidates settingsKeys.browserPush().
 */
export const useBrowserPush = () =>
  useQuery({
    queryKey: settingsKeys.browserPush(),
    queryFn: readBrowserPush,
    staleTime: Infinity,
    retry: false,
  });
