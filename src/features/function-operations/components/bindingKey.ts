/** A publication's or endpoint's key, as the server checks it: it is part of the path callers use. */
export const KEY_PATTERN = /^[a-z][a-z0-9-]{1,62}$/
