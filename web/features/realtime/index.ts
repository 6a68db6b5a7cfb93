// The tab's one realtime stream (issue 15): the host in the shell, the hooks features use.
export { RealtimeHost } from './RealtimeHost';
export {
  realtimeClient,
  useLiveFollowerCount,
  useLiveProfileSavedCount,
  useLiveSavedCount,
  useRealtimeEvent,
  useRealtimeState,
} from './realtime';
export type { ConnectionState } from './client';
