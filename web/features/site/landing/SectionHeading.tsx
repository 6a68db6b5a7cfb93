import { cn } from '@web/lib/cn';

type SectionHeadingProps = {
  id?: string;
  eyebrow: string;
  title: string;
  text?: string;
  align?: 'left' | 'center';
  tone?: 'dark' | 'light';
};

export const SectionHeading = ({
  id,
  eyebrow,
  title,
  text,
  align = 'left',
  tone = 'dark',
}: SectionHeadingProps) => (
  <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center')}>
    <p
      className={cn(
        'text-xs font-semibold tracking-[0.2em] uppercase',
        tone === 'dark' ? 'text-clay-600' : 'text-clay-300',
      )}
    >
      {eyebrow}
    </p>
    <h2
      id={id}
      className={cn(
        'mt-3 text-3xl leading-tight font-medium sm:text-[2.6rem]',
        tone === 'light' && 'text-white',
      )}
    >
      {title}
    </h2>
    {text ? (
      <p
        className={cn(
          'mt-4 text-lg leading-relaxed',
          tone === 'dark' ? 'text-ink-soft' : 'text-forest-100/85',
        )}
      >
        {text}
      </p>
    ) : null}
  </div>
);
