import { cn } from '@web/lib/cn';
import type { GeoPlace } from './geoApi';

type PlaceSuggestionListProps = {
  listId: string;
  label: string;
  options: readonly GeoPlace[];
  active: number;
  onChoose: (place: GeoPlace) => void;
};

/** The listbox under a place combobox (usePlaceSuggestions); nothing while there are no suggestions. */
export const PlaceSuggestionList = ({
  listId,
  label,
  options,
  active,
  onChoose,
}: PlaceSuggestionListProps) =>
  options.length > 0 ? (
    <ul
      id={listId}
      role="listbox"
      aria-label={label}
      className="absolute inset-x-0 top-full z-30 mt-1 max-h-64 overflow-y-auto rounded-xl border border-line bg-white py-1 shadow-lg"
    >
      {options.map((place, index) => (
        <li
          key={`${place.label}-${place.lat}`}
          id={`${listId}-${index}`}
          role="option"
          aria-selected={index === active}
          // Keep the focus in the input, so its blur does not close the list before the click lands.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(place)}
          className={cn(
            'cursor-pointer px-4 py-2 text-sm text-ink',
            index === active ? 'bg-forest-50' : 'hover:bg-sand-100',
          )}
        >
          {place.label}
        </li>
      ))}
    </ul>
  ) : null;
