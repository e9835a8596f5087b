// @ts-check
/**
 * A webpack loader for the zh-CN browser bundle (src/pipeline/webpack.ts): the site-wide dictionary is keyed by the
 * English text, and code names its keys as literals (`t('Contact us')`, or a table of labels it passes to `t`).
 * Each module of ours gets, ahead of its code, the translations of the keys it spells out, registered with the
 * dictionary (src/shared/i18n/dictionary.ts); the dictionary file itself is left out of the bundle. So a chunk
 * carries the entries its modules use, and a page ships only those of the modules it loads.
 *
 * A key is taken when the source holds it as a string literal in any of the three quotings, so a label that sits in
 * a data table is found as well as one written in the call. A key that reached `t` from elsewhere (page data, a
 * compile-time constant) would be missing in the browser and show in English: the server renders with the whole
 * dictionary, so React reports the text mismatch on hydration, which the browser tests fail on.
 */
import fs from 'node:fs';

/** @param {string} key */
function literalsOf(key) {
  const escaped = key.replace(/\\/g, '\\\\').replace(/\n/g, '\\n');
  return [JSON.stringify(key), `'${escaped.replace(/'/g, "\\'")}'`, '`' + escaped.replace(/`/g, '\\`').replace(/\$\{/g, '\\${') + '`'];
}

/**
 * The entries of `dictionary` whose key `source` spells out, with a translation (an empty one falls back to the key).
 * @param {string} source
 * @param {Record<string, string | null>} dictionary
 * @returns {Record<string, string>}
 */
export function translationsUsedIn(source, dictionary) {
  /** @type {Record<string, string>} */
  const used = {};
  for (const [key, translation] of Object.entries(dictionary))
    if (translation && literalsOf(key).some((literal) => source.includes(literal))) used[key] = translation;
  return used;
}

/** @type {{ file: string; modified: number; entries: Record<string, string | null> } | undefined} */
let read;

/**
 * The dictionary file's entries, read once for all the modules of a build, and again once the file has changed.
 * @param {string} file
 */
function dictionaryAt(file) {
  const modified = fs.statSync(file).mtimeMs;
  if (read?.file !== file || read.modified !== modified) read = { file, modified, entries: JSON.parse(fs.readFileSync(file, 'utf8')) };
  return read.entries;
}

/**
 * @this {{ getOptions(): { dictionary: string; registry: string }; addDependency(file: string): void }}
 * @param {string} source
 */
export default function dictionaryLoader(source) {
  const { dictionary, registry } = this.getOptions();
  // Webpack's cache keeps a module's output until one of its files changes: an edited translation is one of them.
  this.addDependency(dictionary);
  const used = translationsUsedIn(source, dictionaryAt(dictionary));
  if (Object.keys(used).length === 0) return source;
  // Imports are hoisted: the call runs after the module's imports and before its own code. On the first line, so
  // every other line keeps its number in the source maps.
  return `import { addTranslations as __addTranslations } from ${JSON.stringify(registry)}; __addTranslations(${JSON.stringify(used)}); ${source}`;
}
