import type { TFunction } from 'i18next';

// Names from the server's reference lists (categories, industries, startup stages, team sizes)
// arrive in English, the key they are translated by (locales: `lookups`, from
// shared/reference-data.ts). A name the catalogue does not know (added on the server later) shows
// as it came; i18next reads a '.' as a path, so such a name is never looked up.

export function lookupName<N extends string | null | undefined>(t: TFunction, name: N): N | string {
  return !name || name.includes('.') ? name : t(`lookups.${name}`, { ns: 'common', defaultValue: name });
}

export const categoryDescription = (t: TFunction, slug: string, description: string) =>
  t(`categoryDescriptions.${slug}`, { ns: 'common', defaultValue: description });
