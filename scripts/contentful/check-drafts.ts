/**
 * Drafts an editor might save, each with something the site will do to it that Contentful does not show, for the
 * content checks of the preview (scripts/contentful/preview-check.ts) and of the publisher's status page
 * (scripts/contentful/publisher-check.ts), against the Contentful stand-in:
 * - `checked`, a glossary term whose 90-character title search results cut, whose body embeds a video from a host the
 *   allowlist does not name, links to a term that is only a draft (`linked`), and shows an image whose asset has no
 *   description nor title (`bareImage`);
 * - `job`, a job posting for an internship, whose label the Chinese site's dictionary is made to lack in the preview's
 *   project copy (`UNTRANSLATED`);
 * - `clean`, a glossary term the checks find nothing in.
 */
import type { Document } from '@contentful/rich-text-types';
import type { CdaAsset } from '../../tests/contentful/cda-server';
import type { ContentfulEntry } from '../../src/pipeline/contentful/entries';
import type { SpaceImport } from '../../src/pipeline/contentful/export';
import { EMBED_CONTENT_TYPE } from '../../src/pipeline/contentful/model';
import type { CheckKind } from '../../src/shared/content/checks';

/** The dictionary label the preview's copy is given no zh-CN translation for. */
export const UNTRANSLATED = 'Internship';
/** The host the embedded video comes from, which the allowlist does not name. */
export const REFUSED_HOST = 'example-video.com';

export interface CheckDrafts {
  embed: ContentfulEntry;
  linked: ContentfulEntry;
  checked: ContentfulEntry;
  job: ContentfulEntry;
  clean: ContentfulEntry;
  /** What the checks say of `checked` on either site. */
  expected: CheckKind[];
}

const en = <T>(value: T) => ({ 'en-US': value });
const text = (value: string) => ({ nodeType: 'text', value, marks: [], data: {} });
const link = (id: string, linkType: 'Entry' | 'Asset') => ({ target: { sys: { id, type: 'Link', linkType } } });

function entry(id: string, contentType: string, fields: ContentfulEntry['fields']): ContentfulEntry {
  return { sys: { id, type: 'Entry', contentType: { sys: { type: 'Link', linkType: 'ContentType', id: contentType } } }, fields };
}

/** An image asset with neither description nor title: the page can give it no alternative text. */
export function bareImage(bytes: Buffer): CdaAsset {
  return { id: 'bare-photo', title: '', description: '', fileName: 'quay.png', contentType: 'image/png', bytes, width: 96, height: 48 };
}

export function checkDrafts(space: SpaceImport, imageId: string): CheckDrafts {
  const term = space.entries.find((e) => e.sys.contentType.sys.id === 'glossaryTerm');
  const job = space.entries.find((e) => e.sys.contentType.sys.id === 'jobPosting');
  if (!term || !job) throw new Error('The space needs a glossary term and a job posting');
  const glossary = (id: string, slug: string, title: string, description: string, body: Document): ContentfulEntry => {
    const copy = structuredClone(term);
    copy.sys.id = id;
    Object.assign(copy.fields, { slug: en(slug), title: en(title), description: en(description), body: en(body), related: en([]) });
    delete copy.fields.abbreviation;
    delete copy.fields.hsCodes;
    return copy;
  };
  const paragraph = (...content: unknown[]) => ({ nodeType: 'paragraph', data: {}, content });
  const document = (...content: unknown[]) => ({ nodeType: 'document', data: {}, content }) as unknown as Document;
  const embed = entry('walkthrough-video', EMBED_CONTENT_TYPE.sys.id, {
    title: en('Warehouse walkthrough'),
    url: en(`https://${REFUSED_HOST}/embed/warehouse-walkthrough`),
  });
  const linked = glossary(
    'glossaryTerm-check-linked',
    'check-linked-draft',
    'Transshipment hub',
    'A port where containers move between vessels rather than to or from land.',
    document(paragraph(text('A term an editor has not published yet.'))),
  );
  const checked = glossary(
    'glossaryTerm-check-checked',
    'check-checked-draft',
    // 90 characters.
    'Container freight stations: where less-than-container-load cargo is consolidated and split',
    'The warehouse near a port where LCL shipments are packed into and unpacked from containers.',
    document(
      paragraph(text('Watch the walkthrough of our station:')),
      { nodeType: 'embedded-entry-block', data: link(embed.sys.id, 'Entry'), content: [] },
      paragraph(
        text('Cargo may then move on through a '),
        { nodeType: 'entry-hyperlink', data: link(linked.sys.id, 'Entry'), content: [text('transshipment hub')] },
        text('.'),
      ),
      paragraph(text('The quay at dawn:')),
      { nodeType: 'embedded-asset-block', data: link(imageId, 'Asset'), content: [] },
    ),
  );
  const intern = structuredClone(job);
  intern.sys.id = 'jobPosting-check-intern';
  Object.assign(intern.fields, {
    slug: en('customs-intern-check-draft'),
    title: en('Customs brokerage intern'),
    employmentType: en(UNTRANSLATED),
  });
  const clean = glossary(
    'glossaryTerm-check-clean',
    'check-clean-draft',
    'Chassis split',
    'A move in which the trucker collects the chassis at one place and the container at another, for a fee.',
    document(paragraph(text('A chassis split is billed by the trucker on top of the drayage rate.'))),
  );
  return { embed, linked, checked, job: intern, clean, expected: ['removed-markup', 'unpublished-link', 'missing-alt', 'long-title'] };
}
