import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const TAG = 'rounded-full bg-sand-100 px-2.5 py-0.5 text-xs text-ink-soft';
const TAG_ACTION = `${TAG} hover:bg-forest-50 hover:text-forest-800`;

type TopicTagsProps = {
  tags: string[];
  /** Clicking a tag filters the list in place. */
  onTag?: ((tag: string) => void) | undefined;
  /** Or: a tag links to this list of its topics. Neither: plain text. */
  tagHref?: (tag: string) => string;
};

/** A topic's tags as '#tag' chips; nothing when it has none. */
export const TopicTags = ({ tags, onTag, tagHref }: TopicTagsProps) => {
  const { t } = useTranslation('forum');
  if (tags.length === 0) return null;
  return (
    <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t('tags.label')}>
      {tags.map((tag) => (
        <li key={tag}>
          {onTag ? (
            <button
              type="button"
              onClick={() => onTag(tag)}
              className={TAG_ACTION}
              aria-label={t('tags.filterBy', { tag })}
            >
              #{tag}
            </button>
          ) : tagHref ? (
            <Link to={tagHref(tag)} className={TAG_ACTION}>
              #{tag}
            </Link>
          ) : (
            <span className={TAG}>#{tag}</span>
          )}
        </li>
      ))}
    </ul>
  );
};
