import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentPropsWithRef } from 'react';
import { cn } from '@web/lib/cn';
import { Input } from './Input';

type PasswordInputProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & {
  /** Accessible names of the toggle, translated by the caller. */
  showLabel: string;
  hideLabel: string;
};

/**
 * A password field with a show/hide toggle. The toggle is a real button (reachable by keyboard, announced
 * with aria-pressed) that never submits the form; the text stays when it flips.
 */
export const PasswordInput = ({ className, showLabel, hideLabel, ...props }: PasswordInputProps) => {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input
        type={visible ? 'text' : 'password'}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        className={cn('pr-12', className)}
        {...props}
      />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-pressed={visible}
        aria-label={visible ? hideLabel : showLabel}
        title={visible ? hideLabel : showLabel}
        {...(props.id ? { 'aria-controls': props.id } : {})}
        className="absolute inset-y-1 right-1 grid w-10 place-items-center rounded-lg text-ink-muted transition-colors hover:bg-forest-50 hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-forest-600"
      >
        {visible ? <EyeOff aria-hidden className="size-5" /> : <Eye aria-hidden className="size-5" />}
      </button>
    </div>
  );
};
