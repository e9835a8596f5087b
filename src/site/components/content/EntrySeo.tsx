import { Seo } from '../layout/Seo';

/** The head tags of a content entry's page, from the entry's own title and description; none while it is missing. */
export function EntrySeo({
  entry,
  structuredData,
}: {
  entry: { title: string; description: string; path: string } | null | undefined;
  structuredData?: readonly object[];
}) {
  return entry ? (
    <Seo title={entry.title} description={entry.description} path={entry.path} structuredData={structuredData} />
  ) : null;
}
