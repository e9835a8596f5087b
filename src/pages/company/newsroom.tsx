import { graphql, type PageProps } from 'gatsby';
import { AsideBox } from '../../site/components/content/AsideBox';
import { CardList, datedCard } from '../../site/components/content/CardList';
import { PageHeader } from '../../site/components/content/PageHeader';
import { Section } from '../../site/components/content/Section';
import { SiteLink } from '../../site/components/navigation/SiteLink';
import { t } from '../../shared/i18n/use-translate';
import pageCatalogue from '../../../locales/zh-CN/pages/company/newsroom.json';
import { pageTranslator } from '../../shared/i18n/page-translator';
import { FormSection } from '../../site/components/forms/FormSection';
import { PressForm } from '../../site/components/forms/lead-forms';

// Text used only in this file (en-US bundles get an empty catalogue in its place, src/pipeline/webpack.ts).
const tp = pageTranslator(pageCatalogue);

const PRESS_EMAIL = 'press@harbourline.example';

export default function NewsroomPage({ data }: PageProps<Queries.NewsroomIndexPageQuery>) {
  const posts = data.allNewsroomPost.nodes;
  return (
    <>
      <PageHeader title={t('Newsroom')} lead={tp('Announcements, company news and media resources from Harbourline Freight.')} />
      <Section
        headingId="news-heading"
        title={tp('Latest news')}
        aside={
          <AsideBox headingId="press-heading" title={tp('Press contact')}>
            <p>
              {tp(
                'Journalists and analysts can reach our communications team for interviews, comment on freight markets and trade policy, and company facts.',
              )}
            </p>
            <p>
              <a href={`mailto:${PRESS_EMAIL}`}>{PRESS_EMAIL}</a>
            </p>
            <p>{tp('We answer press requests within one business day.')}</p>
            <p>
              <SiteLink to="/company/about-us">{t('About Harbourline Freight')}</SiteLink>
            </p>
          </AsideBox>
        }
      >
        {posts.length > 0 ? <CardList headingLevel={3} items={posts.map(datedCard)} /> : <p>{tp('There is no news yet.')}</p>}
      </Section>
      <FormSection>
        <PressForm />
      </FormSection>
    </>
  );
}

export const query = graphql`
  query NewsroomIndexPage {
    allNewsroomPost(sort: { date: DESC }) {
      nodes {
        ...CardEntry
      }
    }
  }
`;
