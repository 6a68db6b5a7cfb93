import { Bold, Italic, Link2, List, Quote } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Textarea } from '@web/components/ui/Textarea';

type MarkdownEditorProps = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  textareaRef?: Ref<HTMLTextAreaElement>;
  invalid?: boolean;
  describedBy?: string | undefined;
  maxLength: number;
  placeholder?: string;
  className?: string;
};

type Wrap = { key: string; icon: typeof Bold; before: string; after: string; linePrefix?: boolean };

const TOOLS: Wrap[] = [
  { key: 'bold', icon: Bold, before: '**', after: '**' },
  { key: 'italic', icon: Italic, before: '_', after: '_' },
  { key: 'link', icon: Link2, before: '[', after: '](https://)' },
  { key: 'quote', icon: Quote, before: '> ', after: '', linePrefix: true },
  { key: 'list', icon: List, before: '- ', after: '', linePrefix: true },
];

/**
 * A Markdown textarea with a small toolbar (bold, italic, link, quote, list). The server renders and
 * sanitises the Markdown; the web never turns member text into HTML itself, so there is no local preview.
 */
export const MarkdownEditor = ({
  id,
  value,
  onChange,
  textareaRef,
  invalid,
  describedBy,
  maxLength,
  placeholder,
  className,
}: MarkdownEditorProps) => {
  const { t } = useTranslation('forum');

  const apply = (tool: Wrap) => {
    const area = document.getElementById(id) as HTMLTextAreaElement | null;
    const start = area?.selectionStart ?? value.length;
    const end = area?.selectionEnd ?? value.length;
    const selected = value.slice(start, end);
    const inserted = tool.linePrefix
      ? (selected || t('editor.placeholderText'))
          .split('\n')
          .map((line) => `${tool.before}${line}`)
          .join('\n')
      : `${tool.before}${selected || t('editor.placeholderText')}${tool.after}`;
    const needsBreak = tool.linePrefix && start > 0 && value[start - 1] !== '\n' ? '\n' : '';
    onChange(`${value.slice(0, start)}${needsBreak}${inserted}${value.slice(end)}`);
    requestAnimationFrame(() => area?.focus());
  };

  return (
    <div className="overflow-hidden rounded-xl border border-line bg-white focus-within:border-forest-400">
      <div
        role="toolbar"
        aria-label={t('editor.toolbar')}
        aria-controls={id}
        className="flex gap-0.5 border-b border-line bg-sand-100/50 px-1.5 py-1"
      >
        {TOOLS.map((tool) => (
          <button
            key={tool.key}
            type="button"
            onClick={() => apply(tool)}
            aria-label={t(`editor.${tool.key}`)}
            title={t(`editor.${tool.key}`)}
            className="grid size-8 place-items-center rounded-lg text-ink-soft hover:bg-white hover:text-ink focus-visible:outline-2 focus-visible:outline-forest-600"
          >
            <tool.icon aria-hidden className="size-4" />
          </button>
        ))}
        <span className="ml-auto self-center pr-1 text-xs text-ink-muted">{t('editor.markdown')}</span>
      </div>
      <Textarea
        id={id}
        ref={textareaRef}
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        className={`rounded-none border-0 shadow-none focus:ring-0 ${className ?? ''}`}
      />
    </div>
  );
};
