/** The English (or any other) side of an area: the same keys as the Chinese area, strings only. */
export type TTranslation<T> = { [K in keyof T]: T[K] extends string ? string : TTranslation<T[K]> };
