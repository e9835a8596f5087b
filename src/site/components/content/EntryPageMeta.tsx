import { PageMeta } from '../layout/PageMeta';

/** The head tags of a content entry's page, from the entry's own title and description; none while it is missing. */
export function EntryPageMeta({ entry }: { entry: { title: string; description: string; path: string } | null | undefined }) {
  return entry ? <PageMeta title={entry.title} description={entry.description} path={entry.path} /> : null;
}
