import { useMatches } from 'react-router';
import { ScreenFrameByKey } from '@web/app/ScreenFrame';
import type { RouteHandle } from '@web/app/routes';

/** Route module shared by every screen that a later issue builds: reads its key from the route handle. */
export const ScreenFramePage = () => {
  const matches = useMatches();
  const handle = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.screen)?.handle as
    RouteHandle | undefined;
  return <ScreenFrameByKey screenKey={handle?.screen ?? 'landing'} />;
};
