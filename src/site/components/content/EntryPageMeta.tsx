import { PageMeta } from '../layout/PageMeta';

/** The head tags of a content entry's page, from the entry's own title and description; none while it is missing. */
export function EntryPageMeta({
  entry,
  structuredData,
}: {
  entry: { title: string; description: string; path: string } | null | undefined;
  structuredData?: readonly object[];
}) {
  return entry ? (
    <PageMeta title={entry.title} description={entry.description} path={entry.path} structuredData={structuredData} />
  ) : null;
}
