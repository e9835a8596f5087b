/** The loader's own function, for its test (the loader is plain JavaScript: webpack loads it by path). */
export function translationsUsedIn(source: string, dictionary: Record<string, string | null>): Record<string, string>;
