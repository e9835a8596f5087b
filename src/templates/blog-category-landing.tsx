import { graphql, type PageProps } from 'gatsby';
import { datedCard } from '../site/components/content/CardList';
import { PageHeader, TITLE_AND_DESCRIPTION } from '../site/components/content/PageHeader';
import { ListingSection } from '../site/components/content/ListingSection';
import { TranslationNotice } from '../site/components/content/TranslationNotice';
import { entryLang } from '../site/components/content/Lang';
import { newestFirst } from '../site/components/content/format';
import { t } from '../shared/i18n/use-translate';

export default function BlogCategoryLandingTemplate({ data }: PageProps<Queries.BlogCategoryLandingQuery>) {
  const category = data.blogCategory;
  if (!category) return null;
  return (
    <article lang={entryLang(category.locale)}>
      {/* Category pages live under /blog, so they lead back to it like a post does. */}
      <PageHeader
        title={category.title}
        lead={category.description}
        contentType="blog"
        eyebrow={t('Blog')}
        fields={TITLE_AND_DESCRIPTION}
      />
      <ListingSection label={category.title} items={newestFirst(category.posts).map(datedCard)} empty={t('No posts yet.')}>
        <TranslationNotice locale={category.locale} />
      </ListingSection>
    </article>
  );
}

export const query = graphql`
  query BlogCategoryLanding($id: String!) {
    blogCategory(id: { eq: $id }) {
      path
      locale
      title
      description
      posts {
        ...CardEntry
      }
    }
  }
`;
