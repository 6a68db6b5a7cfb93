import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RoadmapCreateBody, RoadmapStatus } from '@core/schemas/roadmap';
import type { RoadmapResponse } from '@core/schemas/site';
import {
  deleteRoadmapItem,
  fetchAdminRoadmap,
  fetchMyVotes,
  patchRoadmapItem,
  postRoadmapItem,
  postRoadmapOrder,
  putVote,
} from './api';

/** The public board's key is the site feature's (['site', 'roadmap']); votes and admin lists are ours. */
const PUBLIC_ROADMAP = ['site', 'roadmap'] as const;

export const roadmapKeys = {
  admin: ['admin', 'roadmap'] as const,
  myVotes: ['roadmap', 'my-votes'] as const,
};

export const useAdminRoadmap = () =>
  useQuery({ queryKey: roadmapKeys.admin, queryFn: ({ signal }) => fetchAdminRoadmap(signal) });

const useRefresh = () => {
  const client = useQueryClient();
  return async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: roadmapKeys.admin }),
      client.invalidateQueries({ queryKey: PUBLIC_ROADMAP }),
    ]);
  };
};

export type RoadmapSave = { id: string | null; body: Partial<RoadmapCreateBody> };

export const useSaveRoadmapItem = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: RoadmapSave) => (id ? patchRoadmapItem(id, body) : postRoadmapItem(body)),
    onSuccess: refresh,
  });
};

export const useDeleteRoadmapItem = () => {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: string) => deleteRoadmapItem(id), onSuccess: refresh });
};

export const useReorderRoadmap = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ status, ids }: { status: RoadmapStatus; ids: string[] }) => postRoadmapOrder(status, ids),
    onSuccess: refresh,
  });
};

export const useMyVotes = (enabled: boolean) =>
  useQuery({ queryKey: roadmapKeys.myVotes, queryFn: ({ signal }) => fetchMyVotes(signal), enabled });

/** Vote or withdraw; the answer's count goes straight into the public board, the member's votes follow. */
export const useVote = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, voted }: { id: string; voted: boolean }) => putVote(id, voted),
    onSuccess: (result) => {
      client.setQueryData<RoadmapResponse>(PUBLIC_ROADMAP, (board) =>
        board
          ? {
              items: board.items.map((i) => (i.id === result.itemId ? { ...i, votes: result.votes } : i)),
            }
          : board,
      );
      client.setQueryData<{ itemIds: string[] }>(roadmapKeys.myVotes, (mine) => {
        const ids = new Set(mine?.itemIds ?? []);
        if (result.voted) ids.add(result.itemId);
        else ids.delete(result.itemId);
        return { itemIds: [...ids] };
      });
    },
  });
};
