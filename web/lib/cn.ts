import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';
import { CLASS_MERGE } from 'virtual:class-merge';

/**
 * tailwind-merge with a configuration of the app's own classes (scripts/viteClassMerge.ts): the same merges as
 * its default configuration, whose lookup took 20–130 ms to build in one task of every page's start.
 */
const twMerge = createTailwindMerge(() => ({ cacheSize: 500, theme: {}, ...CLASS_MERGE }));

/** Joins class names and lets later Tailwind utilities win over earlier ones (variant overrides). */
export const cn = (...inputs: ClassValue[]): string => twMerge(clsx(inputs));
