/**
 * Rich text rendered in an earlier build, kept in the build cache: turning Markdown into sanitised HTML is most of
 * what sourcing the content costs (about 2 s of every build at 10,000 pages), and a body that did not change
 * renders the same. A cache belongs to one version of the code that renders (the build's compiled hooks, which hold
 * the renderer and the sanitiser's rules, and the versions of marked and sanitize-html): any change to it starts
 * empty. Each save keeps only what this build rendered, so entries of deleted bodies do not pile up. A body is kept with
 * what its rendering noted (what the sanitiser removed, images without alternative text): the checks of an unchanged
 * body are the same too.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { COMPILED_HOOKS } from '../read-signature';
import type { RenderedBody } from '../../shared/rich-text/sanitize';

export type RichText = 'markdown' | 'html';

export interface RenderCache {
  /** `text` rendered, by `render` only when no earlier build rendered the same text. */
  render: (kind: RichText, text: string, render: (text: string) => RenderedBody) => RenderedBody;
  /** Writes what this build rendered; nothing when the code's version is unknown. */
  save: () => void;
  /** What was rendered and what was known since the last call (a develop session reads content again and again). */
  stats: () => { hits: number; rendered: number };
}

interface Stored {
  version: string;
  entries: Record<string, RenderedBody>;
}

const digest = (text: string) => crypto.createHash('sha256').update(text).digest('base64url');

/**
 * The version of the code that renders, for a project at `root`: null outside a Gatsby run (no compiled hooks),
 * where nothing is kept.
 */
export function rendererVersion(root: string): string | null {
  const compiled = path.join(root, COMPILED_HOOKS);
  if (!fs.existsSync(compiled)) return null;
  const require = createRequire(path.join(root, 'package.json'));
  const versions = ['marked', 'sanitize-html'].map(
    (name) => `${name}@${(JSON.parse(fs.readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string }).version}`,
  );
  return digest(`${versions.join(' ')}\n${fs.readFileSync(compiled, 'utf8')}`);
}

function readStored(file: string, version: string): Map<string, RenderedBody> {
  try {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Stored;
    return stored.version === version ? new Map(Object.entries(stored.entries)) : new Map<string, RenderedBody>();
  } catch {
    // Missing or half written (a build killed while saving): start empty, as a cold build does.
    return new Map();
  }
}

export function renderCache(file: string, version: string | null): RenderCache {
  const earlier = version === null ? new Map<string, RenderedBody>() : readStored(file, version);
  const used = new Map<string, RenderedBody>();
  let hits = 0;
  let rendered = 0;
  return {
    render: (kind, text, render) => {
      const key = digest(`${kind}\0${text}`);
      const known = used.get(key) ?? earlier.get(key);
      if (known !== undefined) {
        hits += 1;
        used.set(key, known);
        return known;
      }
      const body = render(text);
      rendered += 1;
      used.set(key, body);
      return body;
    },
    save: () => {
      if (version === null) return;
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const partial = `${file}.${process.pid}.tmp`;
      fs.writeFileSync(partial, JSON.stringify({ version, entries: Object.fromEntries(used) } satisfies Stored));
      fs.renameSync(partial, file);
    },
    stats: () => {
      const counted = { hits, rendered };
      hits = 0;
      rendered = 0;
      return counted;
    },
  };
}
