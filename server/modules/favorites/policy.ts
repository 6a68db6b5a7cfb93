import type { Actor } from '../../http/context';

/**
 * Who may save events (spec §4 Favourite toggle, §5 "Favouriting requires login"). The API acts on the
 * actor's own saved events, so every signed-in persona may use it; spec §6 only limits the
 * /dashboard/opgeslagen *screen* to participants, which the web's route guard does. Anonymous callers get
 * 'Je moet ingelogd zijn om evenementen op te slaan.' before this rule is asked.
 */
export const favoritesPolicy = {
  manageOwnFavorites: (_actor: Actor): boolean => true,
};
