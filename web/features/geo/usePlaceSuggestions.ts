import { useEffect, useState, type KeyboardEvent } from 'react';
import { GEO_MIN_QUERY_LENGTH, type GeoPlace } from './geoApi';
import { useGeoAutocomplete } from './geoQueries';

/** Spec §9: autocomplete asks the geocoder 400 ms after typing stops. */
const AUTOCOMPLETE_DEBOUNCE_MS = 400;

type PlaceSuggestionsOptions = {
  /** id of the listbox (and prefix of its options' ids). */
  listId: string;
  /** A suggestion was picked (click, or Enter on the highlighted one). */
  onChoose: (place: GeoPlace) => void;
  /** Enter without a highlighted suggestion (e.g. search for what was typed); nothing when absent. */
  onEnter?: () => void;
};

/**
 * The place suggestions of a combobox input (the location filter of every search, the home city of
 * /dashboard/personalisatie): gazetteer suggestions for what was typed, debounced, with arrow keys, Enter and
 * Escape. Spread `inputProps` on the input, call `handleTyped` from its onChange, render PlaceSuggestionList.
 */
export const usePlaceSuggestions = (text: string, { listId, onChoose, onEnter }: PlaceSuggestionsOptions) => {
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  useEffect(() => {
    const timer = setTimeout(() => setTyped(text.trim()), AUTOCOMPLETE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const suggestions = useGeoAutocomplete(typed);
  const options = open && typed.length >= GEO_MIN_QUERY_LENGTH ? (suggestions.data ?? []) : [];

  const choose = (place: GeoPlace) => {
    setOpen(false);
    setActive(-1);
    onChoose(place);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && options.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % options.length);
    } else if (event.key === 'ArrowUp' && options.length > 0) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
    } else if (event.key === 'Enter') {
      const picked = options[active];
      if (picked) {
        event.preventDefault();
        choose(picked);
      } else if (onEnter) {
        event.preventDefault();
        setOpen(false);
        onEnter();
      }
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  return {
    options,
    active,
    choose,
    close: () => setOpen(false),
    /** Call from the input's onChange: shows the suggestions for the new text. */
    handleTyped: () => {
      setOpen(true);
      setActive(-1);
    },
    inputProps: {
      role: 'combobox',
      'aria-expanded': options.length > 0,
      'aria-controls': listId,
      'aria-autocomplete': 'list',
      'aria-activedescendant': active >= 0 && options[active] ? `${listId}-${active}` : undefined,
      autoComplete: 'off',
      onKeyDown: handleKeyDown,
      onBlur: () => setTimeout(() => setOpen(false), 150),
    } as const,
  };
};
