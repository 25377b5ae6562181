/**
 * A translation of an English catalogue: the same keys, every leaf a string. The Kiswahili files
 * are typed with it, so a key missing in one language is a type error (and the parity test in
 * locales.unit.test.ts also catches a text left in English).
 */
export type Catalogue<T> = { readonly [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };
