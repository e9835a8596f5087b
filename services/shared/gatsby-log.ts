/**
 * What a `gatsby build`'s output says about where its time went: Gatsby's own phases, from the lines its reporter
 * prints ("success <activity> - 1.234s"), and each step of ours after rendering, from the line runSteps logs for it
 * (src/pipeline/after-render.ts). Read by the build benchmark and the Contentful integration test.
 */
import { AFTER_ADAPTER, AFTER_RENDER } from '../../src/pipeline/after-render';

export interface BuildBreakdown {
  /** Seconds per Gatsby phase, in the order they run. */
  phases: Record<GatsbyPhase, number>;
  /** Seconds per step of ours, in the order they run. */
  steps: Array<{ name: string; seconds: number }>;
  /** Pages whose HTML Gatsby rendered: 0 when it said none were new or changed. */
  rendered: number;
  /** Page, static and slice queries Gatsby ran: 0 when none was new or changed. */
  queries: number;
  /** Seconds to Gatsby's "Done building": the adapter runs after it. */
  done: number;
}

/** Gatsby's activities, grouped into the phases a build goes through. */
const PHASES = {
  // Parcel compiling gatsby-config and gatsby-node: the start of the bootstrap, counted apart from the rest of it.
  compile: [/^compile gatsby files$/],
  bootstrap: [/^bootstrap finished$/],
  webpack: [/^Building production JavaScript and CSS bundles$/, /^Building HTML renderer$/, /^Building Rendering Engines$/],
  queries: [
    /^run queries in workers$/,
    /^run page queries$/,
    /^run static queries$/,
    /^run slice queries$/,
    /^Running gatsby-plugin-sharp\.IMAGE_PROCESSING jobs$/,
    /^Writing page-data\.json/,
  ],
  html: [/^Building static HTML for pages$/, /^Building slices HTML/, /^stitching slices$/],
  onPostBuild: [/^onPostBuild$/],
} as const;

export type GatsbyPhase = keyof typeof PHASES;

/** The output as plain lines: the terminal's colour codes and progress-bar redraws removed. */
function plainLines(output: string): string[] {
  // eslint-disable-next-line no-control-regex -- the terminal's colour codes are what is stripped
  return output.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '').split(/[\r\n]+/);
}

export function buildBreakdown(output: string): BuildBreakdown {
  const lines = plainLines(output);
  const phases = Object.fromEntries(Object.keys(PHASES).map((phase) => [phase, 0])) as Record<GatsbyPhase, number>;
  let rendered = 0;
  let queries = 0;
  let done = 0;
  for (const line of lines) {
    const finished = /^info Done building in ([\d.]+) sec/.exec(line.trim());
    if (finished?.[1]) done = Number(finished[1]);
    // "success <activity> - 1.234s" and, for bootstrap, "info bootstrap finished - 27.76s".
    const match = /^(?:success|info) (.+?) - ([\d.]+) ?s(?: - (\d+)\/(\d+))?/.exec(line.trim());
    if (!match?.[1] || !match[2]) continue;
    const [activity, seconds] = [match[1], Number(match[2])];
    for (const [phase, patterns] of Object.entries(PHASES) as Array<[GatsbyPhase, ReadonlyArray<RegExp>]>) {
      if (patterns.some((pattern) => pattern.test(activity))) phases[phase] += seconds;
    }
    if (activity === 'Building static HTML for pages' && match[3]) rendered = Number(match[3]);
    if (activity === 'run queries in workers' && match[3]) queries = Number(match[3]);
  }
  // "bootstrap finished" counts from the start, the compile included.
  phases.bootstrap = Math.max(0, phases.bootstrap - phases.compile);
  const steps = [...AFTER_RENDER, ...AFTER_ADAPTER].map((step) => {
    const line = lines.find((text) => text.startsWith(`info ${step.name}: `));
    const ms = line ? /\((\d+) ms\)$/.exec(line.trim())?.[1] : undefined;
    return { name: step.name, seconds: Number(ms ?? 0) / 1000 };
  });
  return { phases, steps, rendered, queries, done };
}

/** One line for a build's log: each phase, then each step of ours that took a tenth of a second or more. */
export function describeBreakdown(breakdown: BuildBreakdown, totalSeconds: number): string {
  const phases = Object.entries(breakdown.phases).map(([phase, seconds]) => `${phase} ${seconds.toFixed(1)}`);
  const accounted = Object.values(breakdown.phases).reduce((sum, seconds) => sum + seconds, 0);
  // The adapter's steps run after onPostBuild, outside Gatsby's phases.
  const afterAdapter = breakdown.steps
    .filter((step) => AFTER_ADAPTER.some((late) => late.name === step.name))
    .reduce((sum, step) => sum + step.seconds, 0);
  const steps = breakdown.steps.filter((step) => step.seconds >= 0.1).map((step) => `${step.name} ${step.seconds.toFixed(1)}`);
  const done = breakdown.done || totalSeconds;
  return (
    `gatsby: ${phases.join(' | ')} | ` +
    // A cold build runs queries while webpack compiles: its phases add up to more than its time.
    (done >= accounted
      ? `the rest ${(done - accounted).toFixed(1)} (start-up, between phases) | `
      : `phases overlapping ${(accounted - done).toFixed(1)} | `) +
    `adapter ${(totalSeconds - done - afterAdapter).toFixed(1)} and our steps after it ${afterAdapter.toFixed(1)}` +
    (steps.length > 0 ? `\n    ours: ${steps.join(', ')}` : '')
  );
}
