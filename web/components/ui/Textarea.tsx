import type { ComponentPropsWithRef } from 'react';
import { cn } from '@web/lib/cn';
import { fieldClassName } from './Input';

export const Textarea = ({ className, ...props }: ComponentPropsWithRef<'textarea'>) => (
  <textarea className={cn(fieldClassName, 'min-h-36 resize-y leading-relaxed', className)} {...props} />
);
