/**
 * The Contentful content model, derived from the zod schemas (src/shared/content/schemas.ts) so the two cannot
 * drift: one content type per kind, one field per schema field, with Contentful's validations for the
 * schema's rules. `npm run contentful:model` writes it as a space-import file (contentful/space.json)
 * that `contentful space import` loads into an empty space; a unit test keeps that file in step.
 *
 * Mapping: free text is localized (en-US and zh-CN are Contentful locales; zh-CN has no fallback, so an
 * entry without Chinese text has no zh-CN version and the site shows the English one, as with files);
 * identifiers (slugs, enums, dates, numbers, paths) are shared by both locales. Lists and nested objects
 * are JSON (Object) fields. The Markdown `body` of the files is Rich Text. References between entries
 * stay slugs, as in the files.
 */
import { z } from 'zod';
import { contentSchemas, type ContentKind } from '../../shared/content/kinds';

export type FieldType = 'Symbol' | 'Text' | 'Integer' | 'Number' | 'Date' | 'Boolean' | 'Object' | 'RichText' | 'Array';

export type Validation =
  | { size: { min?: number; max?: number } }
  | { regexp: { pattern: string } }
  | { in: Array<string> }
  | { range: { min?: number; max?: number } }
  | { enabledNodeTypes: string[] };

export interface ContentfulField {
  id: string;
  name: string;
  type: FieldType;
  items?: { type: 'Symbol'; validations: Validation[] };
  required: boolean;
  localized: boolean;
  validations: Validation[];
}

export interface ContentfulContentType {
  sys: { id: string };
  name: string;
  description: string;
  displayField: string;
  fields: ContentfulField[];
}

export const CONTENTFUL_LOCALES = [
  { code: 'en-US', name: 'English (United States)', default: true, fallbackCode: null, optional: false },
  { code: 'zh-CN', name: 'Chinese (Simplified, PRC)', default: false, fallbackCode: null, optional: true },
] as const;

/** Content type ids are the kind in camel case: BlogPost -> blogPost, EGuide -> eGuide. */
export function contentTypeId(kind: ContentKind): string {
  return kind.charAt(0).toLowerCase() + kind.slice(1);
}

/** The GraphQL type gatsby-source-contentful gives a content type's entries. */
export function contentfulNodeType(kind: ContentKind): string {
  return `Contentful${kind}`;
}

const ISO_DATE = '^\\d{4}-\\d{2}-\\d{2}$';

function unwrap(schema: z.ZodType): { inner: z.ZodType; optional: boolean } {
  if (schema instanceof z.ZodOptional) return { inner: unwrap(schema.unwrap() as z.ZodType).inner, optional: true };
  if (schema instanceof z.ZodDefault) return { inner: unwrap(schema.unwrap() as z.ZodType).inner, optional: true };
  if (schema instanceof z.ZodPipe) return unwrap(schema.out as z.ZodType);
  return { inner: schema, optional: false };
}

type StringChecks = { min?: number; max?: number; patterns: string[]; email: boolean };

function stringChecks(schema: z.ZodType): StringChecks {
  const out: StringChecks = { patterns: [], email: false };
  const def = schema._zod.def as {
    checks?: Array<{ _zod: { def: { check: string; minimum?: number; maximum?: number; pattern?: RegExp; format?: string } } }>;
    format?: string;
  };
  if (def.format === 'email') out.email = true;
  for (const check of def.checks ?? []) {
    const c = check._zod.def;
    if (c.check === 'min_length' && typeof c.minimum === 'number') out.min = c.minimum;
    if (c.check === 'max_length' && typeof c.maximum === 'number') out.max = c.maximum;
    if (c.check === 'string_format' && c.pattern) out.patterns.push(c.pattern.source);
  }
  return out;
}

/** Free text (what a translator translates): a string with no pattern, enum or format. */
function isFreeText(schema: z.ZodType): boolean {
  const { inner } = unwrap(schema);
  if (inner instanceof z.ZodEnum) return false;
  if (inner._zod.def.type === 'string') {
    const checks = stringChecks(inner);
    return checks.patterns.length === 0 && !checks.email && !('format' in inner._zod.def && inner._zod.def.format);
  }
  if (inner instanceof z.ZodArray) return isFreeText(inner.element as z.ZodType);
  if (inner instanceof z.ZodObject) return Object.values(inner.shape).some((field) => isFreeText(field as z.ZodType));
  return false;
}

function symbolValidations(schema: z.ZodType): Validation[] {
  if (schema instanceof z.ZodEnum) return [{ in: schema.options.map(String) }];
  const checks = stringChecks(schema);
  const out: Validation[] = [];
  for (const pattern of checks.patterns) out.push({ regexp: { pattern } });
  if (checks.email) out.push({ regexp: { pattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$' } });
  if (checks.max !== undefined) out.push({ size: { min: checks.min, max: checks.max } });
  return out;
}

function humanName(id: string): string {
  const words = id
    .replace(/([A-Z])/g, ' $1')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function fieldFor(id: string, schema: z.ZodType): ContentfulField {
  const { inner, optional } = unwrap(schema);
  const base = { id, name: humanName(id), required: !optional, localized: isFreeText(schema), validations: [] as Validation[] };
  if (id === 'body') return { ...base, type: 'RichText', localized: true, validations: [] };
  if (inner instanceof z.ZodEnum) return { ...base, type: 'Symbol', validations: symbolValidations(inner) };
  if (inner._zod.def.type === 'string') {
    const checks = stringChecks(inner);
    if (checks.patterns.includes(ISO_DATE)) return { ...base, type: 'Date' };
    const long = checks.max === undefined ? !checks.patterns.length && !checks.email : checks.max > 255;
    return { ...base, type: long ? 'Text' : 'Symbol', validations: symbolValidations(inner) };
  }
  if (inner instanceof z.ZodBoolean) return { ...base, type: 'Boolean' };
  if (inner instanceof z.ZodNumber) {
    const { minValue, maxValue } = inner;
    const range = {
      ...(Number.isFinite(minValue) ? { min: minValue ?? undefined } : {}),
      ...(Number.isFinite(maxValue) ? { max: maxValue ?? undefined } : {}),
    };
    return { ...base, type: inner.isInt ? 'Integer' : 'Number', validations: Object.keys(range).length ? [{ range }] : [] };
  }
  if (inner instanceof z.ZodArray) {
    const element = unwrap(inner.element as z.ZodType).inner;
    if (element._zod.def.type === 'string' || element instanceof z.ZodEnum) {
      const size = arraySize(inner);
      return {
        ...base,
        type: 'Array',
        items: { type: 'Symbol', validations: symbolValidations(element) },
        validations: size ? [{ size }] : [],
      };
    }
    return { ...base, type: 'Object' };
  }
  if (inner instanceof z.ZodObject) return { ...base, type: 'Object' };
  throw new Error(`No Contentful field type for ${id}`);
}

function arraySize(schema: z.ZodArray): { min?: number; max?: number } | null {
  const checks = (schema._zod.def.checks ?? []) as Array<{ _zod: { def: { check: string; minimum?: number; maximum?: number } } }>;
  const size: { min?: number; max?: number } = {};
  for (const check of checks) {
    const c = check._zod.def;
    if (c.check === 'min_length' && typeof c.minimum === 'number') size.min = c.minimum;
    if (c.check === 'max_length' && typeof c.maximum === 'number') size.max = c.maximum;
  }
  return Object.keys(size).length ? size : null;
}

/**
 * Media an editor embeds in a Rich Text body with "Embed entry": a video, dashboard or other page shown in a frame. Not
 * a kind of the site: it has no page or file of its own, only its place in the body that embeds it
 * (src/pipeline/rich-text/contentful-rich-text.ts). The sanitiser keeps the frame only when the spec's allowlist names
 * its host (src/shared/config/site.ts), and otherwise says so in the content checks of the entry embedding it.
 */
export const EMBED_CONTENT_TYPE: ContentfulContentType = {
  sys: { id: 'embed' },
  name: 'Embedded media',
  description: 'A video, dashboard or page shown in a frame inside a Rich Text body, where the site allows its host.',
  displayField: 'title',
  fields: [
    { id: 'title', name: 'Title', type: 'Symbol', required: true, localized: true, validations: [{ size: { min: 1, max: 120 } }] },
    { id: 'url', name: 'URL', type: 'Symbol', required: true, localized: false, validations: [{ regexp: { pattern: '^https://\\S+$' } }] },
  ],
};

/**
 * The GraphQL type gatsby-source-contentful gives embedded media: it names a content type's type after its name, not its
 * id (its `useNameForId` option, true by default), "Contentful" and the name in Pascal case.
 */
export const EMBED_NODE_TYPE = 'ContentfulEmbeddedMedia';

/** The content types of the whole model, in the order of the schemas, and the embedded media's last. */
export function contentfulModel(): ContentfulContentType[] {
  return [...kindContentTypes(), EMBED_CONTENT_TYPE];
}

function kindContentTypes(): ContentfulContentType[] {
  return (Object.keys(contentSchemas) as ContentKind[]).map((kind) => {
    const shape = contentSchemas[kind].shape as Record<string, z.ZodType>;
    const fields = Object.entries(shape)
      .filter(([id]) => id !== 'locale')
      .map(([id, schema]) => fieldFor(id, schema));
    const displayField = ['title', 'name', 'uuid'].find((id) => fields.some((f) => f.id === id)) ?? fields[0]?.id ?? 'title';
    return {
      sys: { id: contentTypeId(kind) },
      name: humanName(kind).replace(/^E guide$/, 'E-guide'),
      description: `${kind} entries of the Harbourline site (see docs/content-guide.md).`,
      displayField,
      fields,
    };
  });
}
