/**
 * Declares the CMS-neutral GraphQL content model once, derived from the zod schemas so the two cannot
 * drift: an interface per kind (templates query these only) and the local source's implementing type.
 * A Contentful type implements the same interfaces.
 */
import { z } from 'zod';
import { CONTENT_KINDS, KINDS, TAGGED_KINDS, contentSchemas, kindFacts, type ContentKind } from '../shared/content/kinds';

/** Fields every content node carries besides its schema fields. */
const COMMON_FIELDS = [
  'kind: String!',
  'path: String!',
  'pageTitle: String!',
  'headTitle: String!',
  'headDescription: String!',
  'contentType: String!',
  'pageType: String!',
  'locale: String!',
  'modified: String',
  'structuredData: [String!]!',
];

/** What the build works out for kinds that take place (the registry's `schedule`): src/pipeline/content-nodes.ts. */
const SCHEDULE_FIELDS = ['startsAt: String!', 'endsAt: String!', 'ended: Boolean!'];

/** What the build works out for kinds that close (the registry's `closes`): src/pipeline/content-nodes.ts. */
const CLOSING_FIELDS = ['closesAt: String', 'closed: Boolean!'];

/** What every dated, described kind shares. */
const DATED_FIELDS = ['title: String!', 'description: String!', 'date: String!'];

/** What the kinds listed by tag share, queried across kinds as `allTaggedEntry`. */
const TAGGED_FIELDS = [...DATED_FIELDS, 'tags: [String!]!'];

type Declared = { sdl: string[] };

function unwrap(schema: z.ZodType): { inner: z.ZodType; nullable: boolean } {
  if (schema instanceof z.ZodOptional) return { inner: unwrap(schema.unwrap() as z.ZodType).inner, nullable: true };
  if (schema instanceof z.ZodDefault) return unwrap(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodPipe) return unwrap(schema.out as z.ZodType);
  return { inner: schema, nullable: false };
}

function capitalise(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

function graphqlType(schema: z.ZodType, typeName: string, out: Declared): string {
  const { inner, nullable } = unwrap(schema);
  const bang = nullable ? '' : '!';
  // String formats (email, uuid) are their own classes in zod 4, but all have def.type 'string'.
  if (inner._zod.def.type === 'string' || inner instanceof z.ZodEnum) return `String${bang}`;
  if (inner instanceof z.ZodBoolean) return `Boolean${bang}`;
  if (inner instanceof z.ZodNumber) return `${inner.isInt ? 'Int' : 'Float'}${bang}`;
  if (inner instanceof z.ZodArray) return `[${graphqlType(inner.element as z.ZodType, typeName, out)}]${bang}`;
  if (inner instanceof z.ZodObject) {
    out.sdl.push(`type ${typeName} {\n  ${fieldLines(inner, typeName, out).join('\n  ')}\n}`);
    return `${typeName}${bang}`;
  }
  throw new Error(`No GraphQL type for the zod schema of ${typeName}`);
}

function fieldLines(object: z.ZodObject, typeName: string, out: Declared): string[] {
  return Object.entries(object.shape).map(([name, field]) => {
    // Nested object types are named after their owner and field, singular for lists (ProductPageFeature).
    const nested = `${typeName}${capitalise(name.replace(/s$/, ''))}`;
    return `${name === 'body' ? 'html' : name}: ${graphqlType(field as z.ZodType, nested, out)}`;
  });
}

/**
 * The kind's relations (src/shared/content/kinds.ts) as @link fields: the page query reaches related entries
 * through them, so page creation passes only the entry's id.
 */
function relationFields(kind: ContentKind, own: string[]): string[] {
  const { links = {}, backlinks = {} } = kindFacts(kind);
  const isList = (field: string) => own.some((line) => line.startsWith(`${field}: [`));
  return [
    ...Object.entries(links).map(([name, { to, from }]) => {
      const type = isList(from) ? `[${to}!]!` : to;
      return `${name}: ${type} @link(by: "slug", from: "${from}")`;
    }),
    ...Object.entries(backlinks).map(([name, { of, by, from = 'slug' }]) => `${name}: [${of}!]! @link(by: "${by}", from: "${from}")`),
  ];
}

/**
 * Cross-kind interfaces a kind implements when its schema has all their fields, so a new kind gets them
 * for free; fragments beside the components that render them are typed on these.
 */
const SHARED_INTERFACES = [
  // What a card in a listing shows (the CardEntry fragment beside CardList).
  { name: 'DatedEntry', fields: DATED_FIELDS },
  // What an article page's head and body show (the ArticleEntry fragment beside ArticleLayout).
  { name: 'BodyEntry', fields: ['title: String!', 'description: String!', 'html: String!'] },
] as const;

/** The cross-kind interfaces a kind implements besides ContentEntry, from its own field lines. */
function sharedInterfaces(kind: ContentKind, own: string[]): string[] {
  const names: string[] = SHARED_INTERFACES.filter(({ fields }) => fields.every((line) => own.includes(line))).map(({ name }) => name);
  if (!(TAGGED_KINDS as readonly string[]).includes(kind)) return names;
  // Tagged kinds are listed as cards, so a tagged kind without the dated fields is a mistake in the registry.
  if (!names.includes('DatedEntry')) throw new Error(`${kind} is listed by tag (TAGGED_KINDS) but lacks ${DATED_FIELDS.join(', ')}`);
  return [...names, 'TaggedEntry'];
}

/** The SDL of the whole content model: interfaces, the local types, and their nested object types. */
export function contentModelSdl(): string {
  const out: Declared = { sdl: [] };
  out.sdl.push(`interface ContentEntry implements Node {\n  id: ID!\n  ${COMMON_FIELDS.join('\n  ')}\n}`);
  for (const { name, fields } of SHARED_INTERFACES) {
    out.sdl.push(`interface ${name} implements Node & ContentEntry {\n  id: ID!\n  ${[...COMMON_FIELDS, ...fields].join('\n  ')}\n}`);
  }
  out.sdl.push(
    `interface TaggedEntry implements Node & ContentEntry & DatedEntry {\n  id: ID!\n  ${[...COMMON_FIELDS, ...TAGGED_FIELDS].join('\n  ')}\n}`,
  );
  for (const kind of Object.keys(contentSchemas) as ContentKind[]) {
    const common = new Set(COMMON_FIELDS.map((line) => line.split(':')[0]));
    const own = fieldLines(contentSchemas[kind], kind, out).filter((line) => !common.has(line.split(':')[0] ?? ''));
    const scheduled = [...(kindFacts(kind).schedule ? SCHEDULE_FIELDS : []), ...(kindFacts(kind).closes ? CLOSING_FIELDS : [])];
    const formatted = Object.keys(kindFacts(kind).formatted ?? {}).map((name) => `${name}: String`);
    const fields = ['id: ID!', ...COMMON_FIELDS, ...own, ...scheduled, ...formatted, ...relationFields(kind, own)];
    const shared = ['Node', 'ContentEntry', ...sharedInterfaces(kind, own)].join(' & ');
    out.sdl.push(`interface ${kind} implements ${shared} {\n  ${fields.join('\n  ')}\n}`);
    // One concrete type per source: files (Local) and Contentful (Cms), both implementing the interface.
    for (const source of ['Local', 'Cms']) {
      out.sdl.push(`type ${source}${kind} implements ${shared} & ${kind} @dontInfer {\n  ${fields.join('\n  ')}\n  source: String!\n}`);
    }
  }
  return out.sdl.join('\n\n');
}

/** Kinds whose files carry a Markdown body, rendered to `html`. */
export const MARKDOWN_KINDS = new Set(CONTENT_KINDS.filter((kind) => KINDS[kind].markdown));
