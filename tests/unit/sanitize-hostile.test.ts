/**
 * Hostile-input suite for the rich-text sanitiser (spec section 5, "Rich-text sanitising").
 *
 * Three independent kinds of evidence, because each alone can be fooled:
 *  - a structural check of every output in node (htmlparser2 plus the WHATWG URL parser);
 *  - idempotence, since mutation XSS shows up as output that changes when it is parsed again;
 *  - the outputs rendered in Chromium, which is the parser that actually matters: nothing may run,
 *    no request may leave for a host the spec does not allow, the page may not navigate, and the DOM
 *    Chromium builds must pass the same structural check as the string did.
 * Positive controls feed unsanitised payloads through the same harness and checks, so a broken harness
 * fails the suite instead of passing it.
 */
import { TEST_BROWSER } from '../../scripts/dev/browsers';
import { chromium, type Browser, type Page } from '@playwright/test';
import { Parser } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IFRAME_HOSTS } from '../../src/shared/config/site';
import { sanitizeRichText } from '../../src/shared/rich-text/sanitize';
import { HOSTILE_PAYLOADS, payloadClass, type HostilePayload } from './fixtures/hostile-html';

// ---------------------------------------------------------------------------------------------------
// The allowlist, restated from the spec rather than imported, so a drift in the sanitiser is caught.
// ---------------------------------------------------------------------------------------------------
const ALLOWED_TAGS = new Set([
  'a',
  'blockquote',
  'br',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'iframe',
  'img',
  'li',
  'ol',
  'p',
  'section',
  'span',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'ul',
]);
const GLOBAL_ATTRIBUTES = new Set(['class', 'target']);
const TAG_ATTRIBUTES: Readonly<Record<string, ReadonlySet<string>>> = {
  img: new Set(['src', 'alt']),
  iframe: new Set(['src', 'width', 'height', 'style']),
  a: new Set(['href', 'rel']),
};
const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const IFRAME_STYLE_PROPERTIES = new Set(['width', 'height', 'border', 'aspect-ratio']);
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/** A page of the site, to see where a relative URL in rich text would really lead. */
const SITE_PAGE = 'https://www.harbourline.example/news/customs-update/';
/** A page on another scheme and host: a URL that means something else here depends on the page. */
const OTHER_PAGE = 'http://elsewhere.invalid/a/b';
const SITE_HOST = new URL(SITE_PAGE).hostname;

function isAllowedIframeHost(hostname: string): boolean {
  return (
    IFRAME_HOSTS.hostnames.some((host) => host === hostname) ||
    IFRAME_HOSTS.domains.some((domain) => hostname === domain || hostname.endsWith(`.${domain}`))
  );
}

// ---------------------------------------------------------------------------------------------------
// Structural check, shared by the node parse and the DOM Chromium builds.
// ---------------------------------------------------------------------------------------------------
interface ParsedUrl {
  href: string;
  protocol: string;
  hostname: string;
}

/** One URL as a URL parser reads it: on its own, on a page of the site, and on an unrelated page. */
interface UrlReadings {
  absolute: ParsedUrl | null;
  onSite: ParsedUrl | null;
  elsewhere: ParsedUrl | null;
}

interface ElementInfo {
  tag: string;
  /** null where the parser has no namespaces (htmlparser2). */
  namespace: string | null;
  attrs: Array<[string, string]>;
  /** Readings of the href and src attributes, by attribute name. */
  urls: Record<string, UrlReadings>;
}

function parseWith(value: string, base: string | null): ParsedUrl | null {
  try {
    const url = base === null ? new URL(value) : new URL(value, base);
    return { href: url.href, protocol: url.protocol, hostname: url.hostname };
  } catch {
    return null;
  }
}

function nodeReadings(value: string): UrlReadings {
  return { absolute: parseWith(value, null), onSite: parseWith(value, SITE_PAGE), elsewhere: parseWith(value, OTHER_PAGE) };
}

/** Browsers drop tabs and newlines anywhere in a URL and C0 controls and spaces at its ends. */
function asBrowserSeesIt(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what the sanitiser must see through
  return value.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
}

const SCHEME = /^([a-zA-Z][a-zA-Z0-9+.-]*):/;

/** The scheme a URL names, read both as a browser does and as the most lenient reader would. */
function schemeProblem(value: string): string | null {
  // eslint-disable-next-line no-control-regex -- as above
  for (const form of [asBrowserSeesIt(value), value.replace(/[\u0000-\u0020]+/g, '')]) {
    const scheme = SCHEME.exec(form)?.[1];
    if (scheme !== undefined) {
      if (!LINK_PROTOCOLS.has(`${scheme.toLowerCase()}:`)) return `scheme "${scheme}" in ${JSON.stringify(value)}`;
    } else if (/^[\\/]{2}/.test(form)) {
      return `protocol-relative or backslash URL ${JSON.stringify(value)}`;
    }
  }
  return null;
}

function linkUrlProblem(value: string, readings: UrlReadings): string | null {
  const byScheme = schemeProblem(value);
  if (byScheme !== null) return byScheme;
  const { onSite } = readings;
  // A URL the parser rejects is never followed or fetched.
  if (onSite === null) return null;
  if (!LINK_PROTOCOLS.has(onSite.protocol)) return `${JSON.stringify(value)} resolves to ${onSite.protocol}`;
  if (!SCHEME.test(asBrowserSeesIt(value)) && onSite.hostname !== SITE_HOST) {
    return `relative URL ${JSON.stringify(value)} leaves the site for ${onSite.hostname}`;
  }
  return null;
}

function iframeSrcProblem(value: string, readings: UrlReadings): string | null {
  const byScheme = schemeProblem(value);
  if (byScheme !== null) return byScheme;
  const { absolute, onSite, elsewhere } = readings;
  if (absolute === null) return `iframe src ${JSON.stringify(value)} is not an absolute URL`;
  if (absolute.protocol !== 'https:' && absolute.protocol !== 'http:') return `iframe src scheme ${absolute.protocol}`;
  if (onSite?.href !== absolute.href || elsewhere?.href !== absolute.href) {
    return `iframe src ${JSON.stringify(value)} names a different frame depending on the page`;
  }
  if (!isAllowedIframeHost(absolute.hostname)) return `iframe host ${absolute.hostname} is not allowed`;
  return null;
}

function iframeStyleProblem(value: string): string | null {
  for (const declaration of value.split(';')) {
    if (declaration.trim() === '') continue;
    const colon = declaration.indexOf(':');
    const property = declaration.slice(0, colon).trim();
    const propertyValue = declaration.slice(colon + 1).trim();
    if (colon < 0 || !IFRAME_STYLE_PROPERTIES.has(property)) return `iframe style property ${JSON.stringify(property)}`;
    // Plain lengths and ratios only: no functions (url(), expression()), escapes or strings.
    if (!/^[0-9a-z%./ !]+$/i.test(propertyValue)) return `iframe style value ${JSON.stringify(declaration)}`;
  }
  return null;
}

function attributeAllowed(tag: string, name: string): boolean {
  if (GLOBAL_ATTRIBUTES.has(name) || TAG_ATTRIBUTES[tag]?.has(name) === true) return true;
  return tag === 'a' && /^data-./.test(name);
}

function elementProblems(el: ElementInfo): string[] {
  const problems: string[] = [];
  const where = `<${el.tag}>`;
  if (el.namespace !== null && el.namespace !== XHTML_NS) problems.push(`${where} in namespace ${el.namespace}`);
  if (!ALLOWED_TAGS.has(el.tag)) problems.push(`${where} is not an allowed tag`);
  for (const [name, value] of el.attrs) {
    if (!attributeAllowed(el.tag, name)) {
      problems.push(`${where} has attribute ${name}`);
      continue;
    }
    const readings = el.urls[name] ?? nodeReadings(value);
    let problem: string | null = null;
    if (el.tag === 'iframe' && name === 'src') problem = iframeSrcProblem(value, readings);
    else if (name === 'href' || name === 'src') problem = linkUrlProblem(value, readings);
    else if (name === 'style') problem = iframeStyleProblem(value);
    if (problem !== null) problems.push(`${where} ${problem}`);
  }
  if (el.tag === 'iframe' && !el.attrs.some(([name]) => name === 'src')) problems.push('<iframe> without an allowed src');
  return problems;
}

/** The sanitiser's output as htmlparser2 reads it, with anything that is not plain markup reported. */
function structuralProblems(html: string): string[] {
  const problems: string[] = [];
  const parser = new Parser(
    {
      onopentag(tag, attribs) {
        const urls: Record<string, UrlReadings> = {};
        for (const name of ['href', 'src']) {
          const value = attribs[name];
          if (value !== undefined) urls[name] = nodeReadings(value);
        }
        problems.push(...elementProblems({ tag, namespace: null, attrs: Object.entries(attribs), urls }));
      },
      oncomment(data) {
        problems.push(`comment or CDATA <!--${data}-->`);
      },
      oncdatastart() {
        problems.push('CDATA section');
      },
      onprocessinginstruction(name) {
        problems.push(`doctype or processing instruction <${name}>`);
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return problems;
}

// ---------------------------------------------------------------------------------------------------
// Markup the spec allows, written the way the sanitiser serialises it, so it must come back byte-equal.
// ---------------------------------------------------------------------------------------------------
const LEGITIMATE: readonly string[] = [
  '<h1>Ocean freight</h1>',
  '<h2 class="section-title">Customs brokerage</h2>',
  '<h3>Step 1</h3><h4>Documents</h4><h5>Bill of lading</h5><h6>Notes</h6>',
  '<p>We move <span class="highlight">full and part loads</span> across the Pacific.</p>',
  '<p>Line one<br />Line two</p>',
  '<p>Rates &amp; surcharges for 20\' and 40\' containers, "dry" or reefer, &lt; 30 days &gt; 2 ports</p>',
  '<p>清关与合规 — “quotes” ‘single’ and émigré</p>',
  '<ul><li>FCL</li><li>LCL</li></ul>',
  '<ol class="steps"><li>Book</li><li>Ship</li><li>Clear</li></ol>',
  '<ul><li>Asia<ul><li>Shanghai</li><li>Ningbo</li></ul></li></ul>',
  '<table class="rates"><thead><tr><th>Lane</th><th>Transit</th></tr></thead><tbody><tr><td>Shanghai – Long Beach</td><td>14 days</td></tr></tbody></table>',
  '<table><tbody><tr><td class="num">1</td><td><a href="https://hackerone.com/harbourline" target="_blank" rel="noopener">Report a vulnerability</a></td></tr></tbody></table>',
  '<blockquote class="testimonial"><p>They cleared our goods in a day.</p></blockquote>',
  '<a href="https://www.harbourline.example/services/" rel="noopener noreferrer" target="_blank" class="cta" data-track="quote" data-position="hero">Get a quote</a>',
  '<a href="mailto:hello@harbourline.example">Email us</a>',
  '<a href="tel:+15625550140">+1 562 555 0140</a>',
  '<a href="/contact/">Contact</a>',
  '<a href="#rates">Jump to rates</a>',
  '<a href="https://www.harbourline.example/search?q=ocean&amp;page=2#results" data-id="42">Search</a>',
  '<p><a href="http://legacy.harbourline.example/">Old site</a></p>',
  '<img src="https://images.ctfassets.net/space/asset/port.jpg" alt="Container port at dusk" />',
  '<img src="/static/map.png" alt="" />',
  '<img src="https://images.ctfassets.net/space/asset/crane.png" alt="A &quot;gantry&quot; crane &amp; ship" class="wide" />',
  '<iframe src="https://www.youtube-nocookie.com/embed/abc123XYZ" width="560" height="315" style="border:0"></iframe>',
  '<iframe src="https://lookerstudio.google.com/embed/reporting/abc/page/1" width="600" height="450" style="width:100%;height:450px"></iframe>',
  '<iframe src="https://public.tableau.com/views/Freight/Dashboard?:embed=y&amp;:display_count=no" width="100%" height="600"></iframe>',
  '<iframe src="https://videos.ctfassets.net/space/asset/clip.mp4" style="aspect-ratio:16/9;width:100%"></iframe>',
  '<iframe src="https://hackerone.com/harbourline/embed" width="400" height="300"></iframe>',
  '<iframe src="https://www.harbourline.example/widgets/tracker/" class="tracker" width="100%" height="480"></iframe>',
  '<iframe src="https://harbourline.example/embed/rates"></iframe>',
  '<iframe src="https://cn.harbourline-cn.example/widgets/tracker/" style="width:100%;height:480px;border:none"></iframe>',
  '<iframe src="http://harbourline-cn.example/embed"></iframe>',
  '<section class="faq"><div class="faq-item"><h3>How long does clearance take?</h3><p>Usually two days.</p></div></section>',
  '<div class="grid two-col"><span>Air</span><span>Sea</span></div>',
  '<p class="lead small">Freight forwarding and customs brokerage for importers who plan ahead</p>',
  '<div class="callout"><p>Call <a href="tel:+15625550140" class="phone">us</a> or <a href="mailto:hello@harbourline.example?subject=Quote" target="_self">write</a>.</p></div>',
];

// ---------------------------------------------------------------------------------------------------
// Chromium harness.
// ---------------------------------------------------------------------------------------------------
type InsertMode = 'innerHTML' | 'fragment' | 'document';

interface BrowserElement extends ElementInfo {
  /** Index of the case the element sits in, or -1 if it escaped every case container. */
  caseIndex: number;
}

interface Observation {
  executed: string[];
  dialogs: string[];
  requests: string[];
  mainFrameNavigations: string[];
  popups: number;
  finalUrl: string;
  lost?: string;
  casesFound: number;
  endMarkerFound: boolean;
  elements: BrowserElement[];
}

/**
 * Inserted after every batch; its error event is queued behind those of the cases, so once it has fired the
 * cases' own load and error events have had their turn.
 */
const CANARY = '<img id="harness-canary" src="x" alt="" onerror="window.__settled = true">';

/**
 * Runs in the page. Plain ES5-style script so it is not touched by the test transform, and defined in
 * the document itself so a fresh document load gets it before any case markup.
 */
const HARNESS_SCRIPT = `
var CANARY = ${JSON.stringify(CANARY)};
window.__xss = [];
window.__settled = false;
window.__hit = function (name) { window.__xss.push(String(name)); };
window.addEventListener('message', function (event) { window.__xss.push('message:' + String(event.data)); });
window.__harness = {
  insert: function (htmls, mode) {
    var root = document.getElementById('cases');
    htmls.forEach(function (html, index) {
      var box = document.createElement('div');
      box.id = 'case-' + index;
      if (mode === 'innerHTML') box.innerHTML = html;
      else box.appendChild(document.createRange().createContextualFragment(html));
      root.appendChild(box);
    });
    root.insertAdjacentHTML('afterend', CANARY);
  },
  collect: function (sitePage, otherPage) {
    function parse(value, base) {
      try {
        var url = base === null ? new URL(value) : new URL(value, base);
        return { href: url.href, protocol: url.protocol, hostname: url.hostname };
      } catch (e) {
        return null;
      }
    }
    var harnessIds = { cases: true, 'cases-end': true, 'harness-canary': true };
    var elements = [];
    Array.prototype.forEach.call(document.body.querySelectorAll('*'), function (el) {
      if (harnessIds[el.id] || /^case-\\d+$/.test(el.id)) return;
      var box = el.closest('[id^="case-"]');
      var urls = {};
      ['href', 'src'].forEach(function (name) {
        var value = el.getAttribute(name);
        if (value !== null) {
          urls[name] = { absolute: parse(value, null), onSite: parse(value, sitePage), elsewhere: parse(value, otherPage) };
        }
      });
      elements.push({
        tag: el.localName,
        namespace: el.namespaceURI,
        attrs: Array.prototype.map.call(el.attributes, function (a) { return [a.name, a.value]; }),
        urls: urls,
        caseIndex: box ? Number(box.id.slice(5)) : -1,
      });
    });
    return {
      executed: Array.isArray(window.__xss) ? window.__xss.slice() : ['__xss was replaced by ' + typeof window.__xss],
      casesFound: document.querySelectorAll('[id^="case-"]').length,
      endMarkerFound: document.getElementById('cases-end') !== null,
      elements: elements,
    };
  },
};
`;

function harnessDocument(cases: readonly string[]): string {
  const body = cases.map((html, index) => `<div id="case-${index}">${html}</div>`).join('\n');
  return (
    `<!doctype html><html><head><meta charset="utf-8"><title>harness</title><script>${HARNESS_SCRIPT}</script></head>` +
    `<body><div id="cases">${body}</div>${cases.length > 0 ? CANARY : ''}<div id="cases-end"></div></body></html>`
  );
}

interface CollectResult {
  /** Why the harness could not be read, when the page was replaced or crashed. */
  lost?: string;
  executed: string[];
  casesFound: number;
  endMarkerFound: boolean;
  elements: BrowserElement[];
}

let browser: Browser;

/**
 * How long a page may take to settle: a bound for one that never does, not a wait. A render of the whole corpus
 * takes a few seconds here and over 20 s on one busy core, so a test gets RENDER_BUDGET for each page it renders.
 */
const SETTLE_LIMIT = 45_000;
const RENDER_BUDGET = 60_000;

/**
 * Renders one batch in a fresh context and reports everything the batch did. `expectRun` names payloads
 * that should run (positive controls only): the harness waits for them rather than for a fixed time.
 */
async function render(htmls: readonly string[], mode: InsertMode, expectRun: readonly string[] = []): Promise<Observation> {
  const context = await browser.newContext();
  const page: Page = await context.newPage();
  const dialogs: string[] = [];
  const requests: string[] = [];
  const mainFrameNavigations: string[] = [];
  let popups = 0;
  let navigatedAway: () => void = () => undefined;
  const navigation = new Promise<void>((resolve) => {
    navigatedAway = resolve;
  });
  context.on('page', () => {
    popups += 1;
  });
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  page.on('request', (request) => {
    requests.push(request.url());
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      mainFrameNavigations.push(request.url());
      navigatedAway();
    }
  });
  // Nothing may reach the network; recording happens in the request listener above.
  await page.route('**/*', (route) => route.abort());
  try {
    if (mode === 'document') {
      await page.setContent(harnessDocument(htmls));
    } else {
      await page.setContent(harnessDocument([]));
      await page.evaluate(`window.__harness.insert(${JSON.stringify(htmls)}, ${JSON.stringify(mode)})`);
    }
    const settled = page
      .waitForFunction(
        `window.__settled === true && ${JSON.stringify(expectRun)}.every(function (n) { return window.__xss.indexOf(n) >= 0; })`,
        undefined,
        { timeout: SETTLE_LIMIT },
      )
      .then(
        () => undefined,
        () => undefined,
      );
    // A page that navigates away never settles; that is reported, not waited out.
    await Promise.race([settled, navigation]);
    // Then a little longer, for frames, animations and zero-delay refreshes that follow their own clocks.
    await page.waitForTimeout(300);
    const collected = await page
      .evaluate<CollectResult>(`window.__harness.collect(${JSON.stringify(SITE_PAGE)}, ${JSON.stringify(OTHER_PAGE)})`)
      .catch((error: unknown): CollectResult => ({
        lost: String(error),
        executed: [],
        casesFound: 0,
        endMarkerFound: false,
        elements: [],
      }));
    return { ...collected, dialogs, requests, mainFrameNavigations, popups, finalUrl: page.url() };
  } finally {
    await context.close();
  }
}

function requestAllowed(url: string): boolean {
  if (url.startsWith('about:') || url.startsWith('data:image/')) return true;
  const parsed = parseWith(url, null);
  return parsed !== null && (parsed.protocol === 'https:' || parsed.protocol === 'http:') && isAllowedIframeHost(parsed.hostname);
}

/** Everything that shows a payload had an effect; empty means the page stayed inert. */
function verdict(observation: Observation, htmls: readonly string[]): string[] {
  const problems: string[] = [];
  if (observation.lost !== undefined) problems.push(`harness page lost: ${observation.lost}`);
  if (observation.executed.length > 0) problems.push(`script ran: ${observation.executed.join(', ')}`);
  if (observation.dialogs.length > 0) problems.push(`dialogs opened: ${observation.dialogs.join(' | ')}`);
  for (const url of observation.requests) if (!requestAllowed(url)) problems.push(`request to ${url}`);
  if (observation.mainFrameNavigations.length > 0) problems.push(`page navigated to ${observation.mainFrameNavigations.join(', ')}`);
  if (observation.finalUrl !== 'about:blank') problems.push(`page ended on ${observation.finalUrl}`);
  if (observation.popups > 0) problems.push(`${observation.popups} popup(s) opened`);
  if (observation.casesFound !== htmls.length) problems.push(`found ${observation.casesFound} of ${htmls.length} case containers`);
  if (!observation.endMarkerFound) problems.push('markup after the cases was swallowed');
  for (const element of observation.elements) {
    for (const problem of elementProblems(element)) problems.push(`case ${element.caseIndex}: ${problem}`);
  }
  return problems;
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

function describeCase(payloads: readonly HostilePayload[], problem: string): string {
  const index = /^case (\d+):/.exec(problem)?.[1];
  const payload = index === undefined ? undefined : payloads[Number(index)];
  return payload === undefined ? problem : `${payload.name}: ${problem}`;
}

const SANITISED: readonly HostilePayload[] = [
  ...HOSTILE_PAYLOADS.map((payload) => ({ name: payload.name, html: sanitizeRichText(payload.html) })),
  ...LEGITIMATE.map((html, index) => ({ name: `legitimate/${index}`, html: sanitizeRichText(html) })),
];

// ---------------------------------------------------------------------------------------------------
// Tests.
// ---------------------------------------------------------------------------------------------------
describe('hostile-input corpus', () => {
  it('has at least 150 uniquely named payloads across every attack class', () => {
    expect(HOSTILE_PAYLOADS.length).toBeGreaterThanOrEqual(150);
    expect(new Set(HOSTILE_PAYLOADS.map((p) => p.name)).size).toBe(HOSTILE_PAYLOADS.length);
    const classes = new Set(HOSTILE_PAYLOADS.map(payloadClass));
    for (const cls of [
      'script',
      'event',
      'js-url',
      'svg-math',
      'mxss',
      'comment',
      'meta-base',
      'embed-form',
      'iframe-host',
      'url-escape',
      'style',
      'attr-break',
      'forbidden-attr',
    ]) {
      expect(classes, cls).toContain(cls);
    }
  });
});

describe('sanitizeRichText output, checked structurally', () => {
  it.each(HOSTILE_PAYLOADS)('$name', ({ html }) => {
    const output = sanitizeRichText(html);
    expect(structuralProblems(output)).toEqual([]);
    // Mutation payloads must not grow new markup when the output is sanitised again.
    expect(sanitizeRichText(output)).toBe(output);
  });

  it('the structural check rejects what the sanitiser must remove (positive control)', () => {
    const mustFail: readonly string[] = [
      '<script>x</script>',
      '<img src=x onerror=alert(1)>',
      '<p style="color:red">x</p>',
      '<a href="javascript:alert(1)">x</a>',
      '<a href="&#x6A;avascript:alert(1)">x</a>',
      '<a href="java&#9;script:alert(1)">x</a>',
      '<a href="java\u0000script:alert(1)">x</a>',
      '<a href=" vbscript:x">x</a>',
      '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
      '<a href="//evil.example/">x</a>',
      '<a href="/\\evil.example/">x</a>',
      '<a href="\\\\evil.example/">x</a>',
      '<iframe src="https://evil.example/"></iframe>',
      '<iframe src="https://www.youtube-nocookie.com.evil.example/"></iframe>',
      '<iframe src="https:www.youtube-nocookie.com/embed/x"></iframe>',
      '<iframe src="/\u00A0/www.youtube-nocookie.com/embed/x"></iframe>',
      '<iframe></iframe>',
      '<iframe src="https://www.youtube-nocookie.com/embed/x" style="position:fixed"></iframe>',
      '<iframe src="https://www.youtube-nocookie.com/embed/x" style="width:expression(alert(1))"></iframe>',
      '<p>x</p><!-- c -->',
      '<a data-x="1" id="y">x</a>',
    ];
    for (const html of mustFail) expect(structuralProblems(html), html).not.toEqual([]);
  });
});

describe('allowed markup survives unchanged', () => {
  it('has at least 25 legitimate snippets', () => {
    expect(LEGITIMATE.length).toBeGreaterThanOrEqual(25);
  });

  it.each(LEGITIMATE)('%s', (html) => {
    expect(sanitizeRichText(html)).toBe(html);
    expect(structuralProblems(html)).toEqual([]);
  });
});

describe('sanitised output rendered in Chromium', () => {
  beforeAll(async () => {
    browser = await chromium.launch({
      ...TEST_BROWSER,
      args: [
        ...TEST_BROWSER.args,
        // The unsanitised controls mix data:, srcdoc and javascript: frames, and with out-of-process frames
        // this Chromium build aborts (SIGTRAP) on some runs, taking the shared browser down with it. Which
        // process a frame lives in does not change what runs in the page under test.
        '--disable-site-isolation-trials',
      ],
    });
  });

  afterAll(async () => {
    await browser?.close();
  });

  // Left out of the shared page because they work too well on it: the clobbering payload names an <img>
  // "__xss", which shadows the recorder inside every other inline handler, and a meta refresh replaces
  // the page before it can be read (navigation is shown by the document control below).
  const raw = HOSTILE_PAYLOADS.filter(
    (p) => p.name !== 'forbidden-attr/dom-clobbering-id-name' && !p.name.startsWith('meta-base/meta-refresh'),
  ).map((p) => p.html);
  const expectedLive = [
    'event/img-onerror',
    'event/details-ontoggle',
    'js-url/iframe-src-javascript',
    'js-url/iframe-srcdoc-script',
    'message:js-url/iframe-src-data-html',
    'mxss/noscript-title',
    'mxss/xmp-attribute-breakout',
    'svg-math/math-annotation-xml-html',
    'comment/abrupt-empty',
    'attr-break/img-slash-onerror',
  ];

  it(
    'the harness sees script, dialogs and outside requests of the unsanitised corpus via innerHTML (positive control)',
    async () => {
      const viaInnerHtml = await render(raw, 'innerHTML', expectedLive);
      expect(viaInnerHtml.executed).toEqual(expect.arrayContaining(expectedLive));
      expect(viaInnerHtml.dialogs).toEqual(['alert: 1']);
      const rawProblems = verdict(viaInnerHtml, raw);
      expect(rawProblems.some((problem) => problem.startsWith('script ran:'))).toBe(true);
      expect(rawProblems).toContain('request to https://evil.example/embed');
    },
    RENDER_BUDGET,
  );

  it(
    'the harness sees most of the unsanitised corpus run via a fragment (positive control)',
    async () => {
      const fragmentLive = [...expectedLive, 'script/plain', 'script/upper-case'];
      const viaFragment = await render(raw, 'fragment', fragmentLive);
      expect(viaFragment.executed).toEqual(expect.arrayContaining(fragmentLive));
      // Most of the corpus is live, not only the handful named above.
      expect(new Set(viaFragment.executed).size).toBeGreaterThanOrEqual(50);
    },
    RENDER_BUDGET,
  );

  it(
    'the harness sees script, requests, forbidden attributes and navigation in a fresh document (positive control)',
    async () => {
      const controls = [
        '<script>__hit("control/document-script")</script>',
        '<img src="https://evil.example/pixel.gif" alt="">',
        '<p onclick="x()">x</p>',
      ];
      const viaDocument = await render(controls, 'document', ['control/document-script']);
      expect(viaDocument.executed).toEqual(['control/document-script']);
      expect(viaDocument.requests).toContain('https://evil.example/pixel.gif');
      const problems = verdict(viaDocument, controls);
      expect(problems).toContain('request to https://evil.example/pixel.gif');
      expect(problems).toContain('case 2: <p> has attribute onclick');

      const refresh = ['<meta http-equiv="refresh" content="0;url=https://evil.example/">'];
      const navigated = await render(refresh, 'document');
      expect(navigated.mainFrameNavigations).toContain('https://evil.example/');
      expect(verdict(navigated, refresh).some((p) => p.startsWith('page navigated to https://evil.example/'))).toBe(true);
    },
    2 * RENDER_BUDGET,
  );

  it.each<InsertMode>(['innerHTML', 'fragment'])(
    'nothing runs or leaks when inserted via %s',
    async (mode) => {
      const observation = await render(
        SANITISED.map((p) => p.html),
        mode,
      );
      expect(
        verdict(
          observation,
          SANITISED.map((p) => p.html),
        ).map((problem) => describeCase(SANITISED, problem)),
      ).toEqual([]);
      // The legitimate embeds must actually have been requested, or the request check proved nothing.
      expect(observation.requests.some((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);
    },
    RENDER_BUDGET,
  );

  it(
    'nothing runs or leaks when loaded as a fresh document, in batches',
    async () => {
      const allProblems: string[] = [];
      for (const batch of chunk(SANITISED, 100)) {
        const htmls = batch.map((p) => p.html);
        const observation = await render(htmls, 'document');
        allProblems.push(...verdict(observation, htmls).map((problem) => describeCase(batch, problem)));
      }
      expect(allProblems).toEqual([]);
    },
    chunk(SANITISED, 100).length * RENDER_BUDGET,
  );
});
