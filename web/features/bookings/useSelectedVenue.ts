import { useSearchParams } from 'react-router';
import { useManagedVenues } from './queries';

/** The venue a dashboard page works on: ?locatie=<id> when the user manages several, else their first. */
export const useSelectedVenue = () => {
  const [params, setParams] = useSearchParams();
  const venues = useManagedVenues();
  const items = venues.data?.items ?? [];
  const wanted = params.get('locatie');
  const venue = items.find((v) => v.id === wanted) ?? items[0] ?? null;
  const select = (id: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('locatie', id);
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  return { venues, items, venue, select };
};
