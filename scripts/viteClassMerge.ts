import { resolve } from 'node:path';
import { Scanner } from '@tailwindcss/oxide';
import { type Config, getDefaultConfig } from 'tailwind-merge';
// tailwind-merge's own class lookup, offered for tools like this one ("unstable": it may change between minor
// versions, which the equivalence test in web/lib/cn.test.ts would show at once).
import { createClassGroupUtils, createParseClassName } from 'tailwind-merge/unstable-do-not-import';
import type { Plugin } from 'vite';

/** The part of a tailwind-merge configuration that the app's `cn` takes from here (web/lib/cn.ts). */
export type ClassMergeConfig = Omit<Config<string, string>, 'cacheSize' | 'theme'>;

export const CLASS_MERGE_MODULE = 'virtual:class-merge';
const RESOLVED = `\0${CLASS_MERGE_MODULE}`;

/** The repository: everything Tailwind can find classes in (it scans the same files, .gitignore respected). */
const ROOT = resolve(import.meta.dirname, '..');

/** Every class name the sources may use, as Tailwind's own scanner finds them (with variants, `!`, `/50`…). */
export const classCandidates = (root: string = ROOT): string[] =>
  new Scanner({ sources: [{ base: root, pattern: '**/*', negated: false }] }).scan();

/**
 * A group's names in tailwind-merge's nested form, which says each shared part once: `bg-black bg-white flex` as
 * `flex, { bg: [black, white] }` (a fifth fewer bytes after gzip). tailwind-merge splits every name at its dashes,
 * both when it builds its lookup and when it looks a name up, so where the split happens does not change the
 * result. A part is never empty: `''` would stand for the name before it.
 */
const byFirstPart = (names: readonly string[]): ClassGroup => {
  const plain: string[] = [];
  const nested = new Map<string, string[]>();
  for (const name of [...names].sort()) {
    const dash = name.indexOf('-');
    if (dash <= 0 || dash === name.length - 1) plain.push(name);
    else nested.set(name.slice(0, dash), [...(nested.get(name.slice(0, dash)) ?? []), name.slice(dash + 1)]);
  }
  const objects: Record<string, ClassGroup> = {};
  for (const [first, rests] of nested) {
    if (rests.length === 1) plain.push(`${first}-${rests[0]}`);
    else objects[first] = byFirstPart(rests);
  }
  return Object.keys(objects).length > 0 ? [...plain, objects] : plain;
};

type ClassGroup = ClassMergeConfig['classGroups'][string];

/**
 * tailwind-merge's default configuration cut down to the classes in `candidates`, each written out with the group
 * the full configuration puts it in. tailwind-merge builds its lookup from its configuration on the first merge:
 * from the full one (every utility of Tailwind, with validators and theme scales) that took 20–130 ms in one task
 * of a page's start on this machine, from this one (≈ 900 plain names) well under a millisecond, and the full
 * configuration's code stays out of the bundle. A class that is not listed is kept as it is, as tailwind-merge
 * keeps any class it does not know; Tailwind writes no rule for a name its scanner did not find either.
 */
export const classMergeConfig = (candidates: readonly string[]): ClassMergeConfig => {
  const full = getDefaultConfig();
  const { getClassGroupId } = createClassGroupUtils(full);
  const parse = createParseClassName(full);
  const groups = new Map<string, Set<string>>();
  /** Puts `name` in its group; its group, or undefined for no class. */
  const add = (name: string): string | undefined => {
    const group = name.startsWith('[') ? undefined : getClassGroupId(name);
    if (!group) return undefined;
    // tailwind-merge reads `-mt-2` as `mt-2` (a negative value of the same group).
    const set = groups.get(group) ?? new Set<string>();
    set.add(name.replace(/^-/, ''));
    groups.set(group, set);
    return group;
  };
  const postfixLookup = new Set<string>(full.postfixLookupClassGroups);
  for (const candidate of candidates) {
    const { isExternal, baseClassName, maybePostfixModifierPosition } = parse(candidate);
    if (isExternal) continue;
    // The names tailwind-merge looks up for it (its mergeClassList): `bg-black/20` as `bg-black`, and as a whole
    // only when that is no class or its group reads the postfix as part of the name (`@container/main`).
    const short = maybePostfixModifierPosition
      ? baseClassName.substring(0, maybePostfixModifierPosition)
      : undefined;
    const shortGroup = short === undefined ? undefined : add(short);
    if (shortGroup === undefined || postfixLookup.has(shortGroup)) add(baseClassName);
  }
  const ids = [...groups.keys()].sort();
  const used = new Set(ids);
  const among = (table: Partial<Record<string, readonly string[]>>) =>
    Object.fromEntries(
      ids.flatMap((id) => {
        const conflicts = (table[id] ?? []).filter((other) => used.has(other));
        return conflicts.length > 0 ? [[id, conflicts]] : [];
      }),
    );
  return {
    classGroups: Object.fromEntries(ids.map((id) => [id, byFirstPart([...(groups.get(id) ?? [])])])),
    conflictingClassGroups: among(full.conflictingClassGroups),
    conflictingClassGroupModifiers: among(full.conflictingClassGroupModifiers),
    orderSensitiveModifiers: full.orderSensitiveModifiers,
    postfixLookupClassGroups: full.postfixLookupClassGroups,
  };
};

const moduleSource = (root: string): string =>
  `export const CLASS_MERGE = ${JSON.stringify(classMergeConfig(classCandidates(root)))};\n`;

/**
 * `virtual:class-merge`: the classes of this repository with their tailwind-merge groups (classMergeConfig), found
 * anew on every build and, in development, whenever a source file changes.
 */
export const classMerge = (root: string = ROOT): Plugin => {
  let source: string | null = null;
  return {
    name: 'kring-class-merge',
    resolveId: (id) => (id === CLASS_MERGE_MODULE ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      source ??= moduleSource(root);
      return source;
    },
    configureServer(server) {
      // One scan (≈ 0.3 s) after a burst of saves, not one per file.
      let timer: ReturnType<typeof setTimeout> | undefined;
      const rescan = () => {
        const next = moduleSource(root);
        if (next === source) return;
        source = next;
        const module = server.moduleGraph.getModuleById(RESOLVED);
        if (module) server.moduleGraph.invalidateModule(module);
        server.ws.send({ type: 'full-reload' });
      };
      const changed = (file: string) => {
        if (source === null || file.includes('node_modules') || !file.startsWith(root)) return;
        if (!/\.(tsx?|jsx?|html|css|md)$/.test(file)) return;
        clearTimeout(timer);
        timer = setTimeout(rescan, 300);
      };
      server.watcher.on('change', changed);
      server.watcher.on('add', changed);
    },
  };
};
