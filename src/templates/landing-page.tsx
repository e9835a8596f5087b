import { graphql, type PageProps } from 'gatsby';
import { RichText } from '../site/components/rich-text/RichText';
import { ButtonRow } from '../site/components/content/ButtonRow';
import { CtaBand } from '../site/components/content/CtaBand';
import { PointList } from '../site/components/content/PointList';
import { TranslationNotice } from '../site/components/content/TranslationNotice';
import { entryLang } from '../site/components/content/Lang';
import { t } from '../shared/i18n/use-translate';
import { useInspector } from '../site/preview/use-inspector';

export default function LandingPageTemplate({ data }: PageProps<Queries.LandingPageQuery>) {
  const inspect = useInspector();
  const page = data.landingPage;
  if (!page) return null;
  const actions = [page.cta ?? { to: '/get-started', label: t('Get a quote') }];
  // The second action offers an expert, unless the page's own call to action already does.
  if (page.cta?.to.replace(/\/$/, '') !== '/talk-to-an-expert') actions.push({ to: '/talk-to-an-expert', label: t('Talk to an expert') });
  return (
    <article lang={entryLang(page.locale)}>
      <div className="hero">
        <div className="container">
          <p className="hero__eyebrow" {...inspect('title')}>
            {page.title}
          </p>
          <h1 {...inspect('heroHeading')}>{page.heroHeading}</h1>
          <p {...inspect('heroText')}>{page.heroText}</p>
          <ButtonRow links={actions} />
        </div>
      </div>
      {page.sections.map((section, index) => (
        <section
          key={section.heading}
          className={index % 2 === 1 ? 'section section--mist' : 'section'}
          aria-labelledby={`section-${index}-heading`}
        >
          <div className="container narrow">
            {index === 0 ? <TranslationNotice locale={page.locale} /> : null}
            <h2 id={`section-${index}-heading`} className="section__title">
              {section.heading}
            </h2>
            <p>{section.text}</p>
            {section.bullets.length > 0 ? <PointList items={section.bullets} /> : null}
          </div>
        </section>
      ))}
      <div className="section">
        <div className="container">
          <RichText html={page.html} field="body" />
        </div>
      </div>
      <CtaBand heading={page.heroHeading} text={page.description} />
    </article>
  );
}

export const query = graphql`
  query LandingPage($id: String!) {
    landingPage(id: { eq: $id }) {
      path
      locale
      title
      description
      heroHeading
      heroText
      cta {
        label
        to
      }
      sections {
        heading
        text
        bullets
      }
      html
    }
  }
`;
