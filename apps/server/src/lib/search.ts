// What a list's search text matches. A trigram index serves a search only when the text holds a
// word of three letters or digits; anything shorter ('qa', 'c#', 'a b') would make PostgreSQL read
// the whole index or table, and as a substring it matches nearly every row anyway. Those searches
// match the start of the name instead, which a btree prefix index (text_pattern_ops) serves.

/** True when the search has no run of three letters or digits for a trigram index to use. */
export const isShortSearch = (text: string) => !/[\p{L}\p{N}]{3}/u.test(text);

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** A LIKE pattern that matches the text anywhere, with the user's % and _ taken literally. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;

/** A LIKE pattern for lower-cased text that starts with the search (case-insensitive). */
export const prefixPattern = (text: string) => `${escapeLike(text.trim().toLowerCase())}%`;

/** The pattern of a search over lower-cased text: a prefix when short, else anywhere in it. */
export const searchPattern = (text: string) =>
  isShortSearch(text) ? prefixPattern(text) : containsPattern(text.toLowerCase());
