import { useEffect } from 'react';
import { graphql, type PageProps } from 'gatsby';
import { CardList } from '../site/components/content/CardList';
import { PageHeader } from '../site/components/content/PageHeader';
import { StatList } from '../site/components/content/StatList';
import { t } from '../shared/i18n/use-translate';
import pageCatalogue from '../../locales/zh-CN/templates/vessel-page.json';
import { pageTranslator } from '../shared/i18n/page-translator';
import { formatCount } from '../shared/i18n/format-count';
import { documentTitle } from '../shared/seo/route-head';

// Text used only in this file (en-US bundles get an empty catalogue in its place, src/pipeline/webpack.ts).
const tp = pageTranslator(pageCatalogue);

type Vessel = Queries.VesselPageQuery['allVessel']['nodes'][number];

/** The uuid after /earth/vessel/ in the visited path; empty on the server-rendered shell. */
export function vesselUuid(pathname: string): string {
  const match = /^\/earth\/vessel\/([^/?#]+)/.exec(pathname);
  return match?.[1]?.toLowerCase() ?? '';
}

/** The vessel of the fleet list whose page `pathname` is, if any. */
function vesselAt(data: Queries.VesselPageQuery, pathname: string): Vessel | undefined {
  const uuid = vesselUuid(pathname);
  return data.allVessel.nodes.find((v) => v.uuid === uuid);
}

function VesselDetails({ vessel }: { vessel: Vessel }) {
  const facts: ReadonlyArray<[string, string]> = [
    [tp('IMO number'), vessel.imo],
    [tp('Type'), vessel.vesselType],
    [tp('Flag'), vessel.flag],
    [tp('Capacity'), `${formatCount(vessel.capacityTeu)} TEU`],
    [tp('Built'), String(vessel.builtYear)],
    [tp('Operator'), vessel.operator],
    [t('Service'), vessel.route],
  ];
  return (
    <>
      <PageHeader title={vessel.name} lead={vessel.route} eyebrow={t('Vessel')} />
      <section className="section">
        <div className="container">
          <StatList items={facts.map(([label, value]) => ({ label, value }))} />
        </div>
      </section>
    </>
  );
}

/**
 * A client-only route: one HTML shell answers every /earth/vessel/{uuid} without a page of its own (the
 * vessels of the fleet list have one, drawn by the build from this template); the vessel is picked in the
 * browser from the embedded fleet list. The shell itself (no id yet: the server's render, and the bare
 * /earth/vessel/) lists the fleet rather than saying "not found" to someone whose vessel is about to show.
 */
export default function VesselPage({ data, location }: PageProps<Queries.VesselPageQuery>) {
  const vessel = vesselAt(data, location.pathname);
  // The shell's head names no vessel; which one it shows is known only here (a fleet vessel's own page has its
  // name from its head facts already). A passive effect runs after gatsby-browser's onRouteUpdate has set the
  // shell's head, so this title is the last word.
  useEffect(() => {
    if (vessel) document.title = documentTitle(vessel.name, location.pathname);
  }, [vessel, location.pathname]);
  if (vessel) return <VesselDetails vessel={vessel} />;
  const uuid = vesselUuid(location.pathname);
  return (
    <>
      {uuid ? (
        <PageHeader title={tp('Vessel not found')} lead={tp('No vessel in our fleet list has the id {{uuid}}.', { uuid })} />
      ) : (
        <PageHeader title={tp('Our fleet')} lead={tp('Choose a vessel from the list below.')} />
      )}
      <section className="section">
        <div className="container">
          <CardList items={data.allVessel.nodes.map((v) => ({ path: v.path, title: v.name, description: v.route }))} />
        </div>
      </section>
    </>
  );
}

export const query = graphql`
  query VesselPage {
    allVessel(sort: { name: ASC }) {
      nodes {
        uuid
        path
        name
        imo
        flag
        vesselType
        capacityTeu
        builtYear
        operator
        route
      }
    }
  }
`;
