import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FollowKind } from '@core/schemas/follows';
import { useLiveFollowerCount } from '@web/features/realtime';
import { fetchFollowing, fetchIsFollowing, setFollowNotifications } from './api';

export const followKeys = {
  all: ['follows'] as const,
  state: (userId: string) => [...followKeys.all, 'state', userId] as const,
  lists: () => [...followKeys.all, 'list'] as const,
  list: (page: number, kind?: FollowKind) => [...followKeys.lists(), page, kind ?? 'all'] as const,
};

export const FOLLOWING_PAGE_SIZE = 20;

/** Whether the signed-in user follows this user (batched with the other buttons on the page). */
export const useIsFollowing = (userId: string, enabled: boolean) =>
  useQuery({
    queryKey: followKeys.state(userId),
    queryFn: () => fetchIsFollowing(userId),
    enabled,
    staleTime: 5 * 60_000,
  });

/** /dashboard/organisaties: what I follow, organisations first. */
export const useFollowing = (page: number, kind?: FollowKind) =>
  useQuery({
    queryKey: followKeys.list(page, kind),
    queryFn: ({ signal }) => fetchFollowing(page, FOLLOWING_PAGE_SIZE, kind, signal),
    placeholderData: keepPreviousData,
  });

/** 'Meldingen aan/uit' for one followed user; the list refreshes after. */
export const useSetNotifications = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, enabled }: { userId: string; enabled: boolean }) =>
      setFollowNotifications(userId, enabled),
    onSettled: () => queryClient.invalidateQueries({ queryKey: followKeys.lists() }),
  });
};

/** A user's follower count, live (a topic of the tab's one stream); null until the first value. */
export const useFollowerCount = (userId: string | undefined): number | null => useLiveFollowerCount(userId);
