import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { AsideBox } from '../../components/content/AsideBox';
import { CardList } from '../../components/content/CardList';
import { PageHead } from '../../components/content/PageHead';
import { Section } from '../../components/content/Section';
import { formatDate } from '../../components/content/format';
import { Seo } from '../../components/layout/Seo';
import { SiteLink } from '../../components/navigation/SiteLink';
import { t } from '../../i18n/use-translate';

const PRESS_EMAIL = 'press@harbourline.example';

export default function NewsroomPage({ data }: PageProps<Queries.NewsroomIndexPageQuery>) {
  const posts = data.allNewsroomPost.nodes;
  return (
    <>
      <PageHead title={t('Newsroom')} lead={t('Announcements, company news and media resources from Harbourline Freight.')} />
      <Section
        headingId="news-heading"
        title={t('Latest news')}
        aside={
          <AsideBox headingId="press-heading" title={t('Press contact')}>
            <p>{t('Journalists and analysts can reach our communications team for interviews, comment on freight markets and trade policy, and company facts.')}</p>
            <p>
              <a href={`mailto:${PRESS_EMAIL}`}>{PRESS_EMAIL}</a>
            </p>
            <p>{t('We answer press requests within one business day.')}</p>
            <p>
              <SiteLink to="/company/about-us">{t('About Harbourline Freight')}</SiteLink>
            </p>
          </AsideBox>
        }
      >
        {posts.length > 0 ? <CardList headingLevel={3} items={posts.map((post) => ({ ...post, meta: formatDate(post.date) }))} /> : <p>{t('There is no news yet.')}</p>}
      </Section>
    </>
  );
}

export function Head() {
  return (
    <Seo
      title={t('Newsroom')}
      description={t('News and announcements from Harbourline Freight, and how journalists can reach our press team.')}
      path="/company/newsroom"
    />
  );
}

export const query = graphql`
  query NewsroomIndexPage {
    allNewsroomPost(sort: { date: DESC }) {
      nodes {
        path
        locale
        title
        description
        date
      }
    }
  }
`;
