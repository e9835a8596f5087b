import { graphql, type PageProps } from 'gatsby';
import { FaqList } from '../site/components/content/FaqList';
import { Picture } from '../site/components/content/Picture';
import { RichText } from '../site/components/rich-text/RichText';
import { ButtonRow } from '../site/components/content/ButtonRow';
import { CtaBand } from '../site/components/content/CtaBand';
import { FeatureList } from '../site/components/content/FeatureList';
import { StatList } from '../site/components/content/StatList';
import { productIllustration } from '../shared/content/illustrations';
import { TranslationNotice } from '../site/components/content/TranslationNotice';
import { entryLang } from '../site/components/content/Lang';
import { t } from '../shared/i18n/use-translate';
import pageCatalogue from '../../locales/zh-CN/templates/product-page.json';
import { pageTranslator } from '../shared/i18n/page-translator';
import { useInspector } from '../site/preview/use-inspector';

// Text used only in this file (en-US bundles get an empty catalogue in its place, src/pipeline/webpack.ts).
const tp = pageTranslator(pageCatalogue);

/**
 * The illustrations under src/site/images, by file name, with what each shows. Translated here because the
 * port's text is site-wide (the About us page shows it too) and the others' only this template's.
 */
const IMAGE_ALT: Record<string, string> = {
  'hero-port': t('Illustration of a container ship loaded by quay cranes in a port at dawn'),
  'air-cargo': tp('Illustration of a freighter aircraft at dusk, its nose door open while a loader pushes a cargo container inside'),
  truck: tp('Illustration of a truck hauling an orange 40-foot container on a highway past a city skyline'),
  warehouse: tp('Illustration of a fulfilment warehouse with racks of pallets and a forklift lifting a load'),
};

export default function ProductPageTemplate({ data }: PageProps<Queries.ProductPageQuery>) {
  const inspect = useInspector();
  const product = data.productPage;
  if (!product) return null;
  const imageName = productIllustration(product);
  const alt = imageName ? IMAGE_ALT[imageName] : undefined;
  // An illustration that has not been added to src/site/images yet is simply left out.
  const image = data.allFile.nodes.find((file) => file.name === imageName)?.childImageSharp?.gatsbyImageData;
  const intro = (
    <>
      <p className="hero__eyebrow">{product.navLabel}</p>
      <h1 {...inspect('heroHeading')}>{product.heroHeading}</h1>
      <p {...inspect('heroText')}>{product.heroText}</p>
      <ButtonRow
        links={[
          { to: '/get-started', label: t('Get a quote') },
          { to: '/talk-to-an-expert', label: t('Talk to an expert') },
        ]}
      />
    </>
  );
  return (
    <article lang={entryLang(product.locale)}>
      <div className="hero">
        {image && alt ? (
          <div className="container hero__grid">
            <div>{intro}</div>
            <div className="hero__art">
              {/* The hero is above the fold, so its image loads at once rather than lazily. */}
              <Picture image={image} alt={alt} loading="eager" className="rounded-picture" />
            </div>
          </div>
        ) : (
          <div className="container">{intro}</div>
        )}
      </div>
      <section className="section" aria-labelledby="features-heading">
        <div className="container">
          <TranslationNotice locale={product.locale} />
          <h2 id="features-heading" className="section__title" {...inspect('title')}>
            {product.title}
          </h2>
          <FeatureList items={product.features} />
        </div>
      </section>
      {product.stats.length > 0 ? (
        <section className="section section--mist" aria-label={product.navLabel}>
          <div className="container">
            <StatList items={product.stats} />
          </div>
        </section>
      ) : null}
      <section className="section">
        <div className="container">
          <RichText html={product.html} field="body" />
        </div>
      </section>
      {product.faqs.length > 0 ? (
        <section className="section section--mist faq" aria-labelledby="faq-heading">
          <div className="container narrow">
            <FaqList headingId="faq-heading" faqs={product.faqs} />
          </div>
        </section>
      ) : null}
      <CtaBand heading={product.heroHeading} text={product.description} />
    </article>
  );
}

export const query = graphql`
  query ProductPage($id: String!) {
    productPage(id: { eq: $id }) {
      path
      locale
      slug
      group
      title
      description
      navLabel
      heroHeading
      heroText
      html
      features {
        title
        text
      }
      stats {
        value
        label
      }
      faqs {
        question
        answer
      }
    }
    allFile(filter: { sourceInstanceName: { eq: "images" }, extension: { eq: "jpg" } }) {
      nodes {
        name
        childImageSharp {
          gatsbyImageData(width: 720, layout: CONSTRAINED, formats: [WEBP, AUTO])
        }
      }
    }
  }
`;
