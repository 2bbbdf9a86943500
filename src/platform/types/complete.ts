/**
 * The server sends every member the spec lists, but the documented output schemas mark none of them
 * required; the designer reads them as present (a nullable member stays nullable).
 */
export type Complete<T> = T extends (infer U)[]
  ? Complete<U>[]
  : T extends object
    ? { [K in keyof T]-?: Complete<Exclude<T[K], undefined>> }
    : T
