/**
 * The picture a shared link shows (og:image): a 1200x630 PNG per page in the site's colours, with its
 * section and title, drawn at build time (satori lays the card out as SVG with the text as outlines;
 * sharp, which the image pipeline already has, rasterises it). A card is named by what it shows, so a warm
 * build draws only cards whose title, section or site changed and copies the rest from its cache.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type Satori from 'satori';
import { loadDefault } from './load-default';
import { cardFonts } from './card-font';
import { copyIfChanged } from './files';
import type { CardFacts, HeadFacts } from './head/facts';
import { CARD_HEIGHT, CARD_WIDTH } from './head/table';
import { SITE } from '../shared/config/site';

export { CARD_HEIGHT, CARD_WIDTH, type CardFacts };

/** Bumped when the card's design changes, so every cached card is drawn again. */
const DESIGN = 2;

/** The card's cache name: what it shows (the brand included) and the design it is drawn in. */
export function cardKey(card: CardFacts, brand: string): string {
  return crypto
    .createHash('sha256')
    .update(JSON.stringify([DESIGN, brand, card.title, card.eyebrow, card.host]))
    .digest('hex')
    .slice(0, 20);
}

/**
 * Shorter titles are set larger; a very long one is cut at a word with an ellipsis so it fits three lines
 * (lengths count a Chinese character as two Latin ones, about their widths).
 */
export function titleLayout(title: string): { text: string; size: number } {
  const length = [...title].reduce((sum, char) => sum + (/[\u3000-\u9fff\uff00-\uffef]/.test(char) ? 2 : 1), 0);
  const size = length <= 36 ? 76 : length <= 70 ? 62 : 52;
  const limit = 108;
  if (length <= limit) return { text: title, size };
  let cut = '';
  let used = 0;
  for (const char of title) {
    used += /[\u3000-\u9fff\uff00-\uffef]/.test(char) ? 2 : 1;
    if (used > limit - 1) break;
    cut += char;
  }
  const atWord = /\s/.test(cut) ? cut.replace(/\s+\S*$/, '') : cut;
  return { text: `${atWord.trimEnd()}…`, size };
}

type Node = { type: string; props: Record<string, unknown> };
const el = (type: string, style: Record<string, unknown>, children?: unknown, extra: Record<string, unknown> = {}): Node => ({
  type,
  props: { style, children, ...extra },
});

const LOGO = `data:image/svg+xml;base64,${Buffer.from(
  [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">',
    '<rect width="32" height="32" rx="6" fill="#13315c"/>',
    '<path d="M5 17h22l-3.5 7h-15z" fill="#fff"/>',
    '<path d="M10 16V9h5v7M17 16V6h5v10" stroke="#fff" stroke-width="2.2" fill="none"/>',
    '<path d="M4 28c3-2.5 6-2.5 9 0s6 2.5 9 0 6-2.5 6-2.5" stroke="#f0a35e" stroke-width="2.2" fill="none" stroke-linecap="round"/>',
    '</svg>',
  ].join(''),
).toString('base64')}`;

/** The card as satori's element tree: brand at the top, section and title in the middle, host at the foot. */
function cardTree(card: CardFacts, brand: string): Node {
  const title = titleLayout(card.title);
  // Padding would add to the card's size (the layout engine sizes content boxes): the frame is margins instead.
  return el(
    'div',
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      display: 'flex',
      backgroundColor: '#0b2545',
      backgroundImage: 'linear-gradient(135deg, #0b2545 0%, #13315c 100%)',
      color: '#ffffff',
      fontFamily: 'Card',
    },
    [
      el(
        'div',
        {
          width: CARD_WIDTH - 160,
          height: CARD_HEIGHT - 120,
          margin: '64px 80px 56px',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
        },
        [
          el('div', { display: 'flex', alignItems: 'center', gap: 20 }, [
            el('img', { width: 64, height: 64 }, undefined, { src: LOGO, width: 64, height: 64 }),
            el('div', { fontSize: 36, letterSpacing: 0.5 }, brand),
          ]),
          el('div', { display: 'flex', flexDirection: 'column', gap: 20 }, [
            el('div', { fontSize: 30, color: '#f0a35e', textTransform: 'uppercase', letterSpacing: 2 }, card.eyebrow),
            el('div', { fontSize: title.size, lineHeight: 1.18 }, title.text),
          ]),
          el('div', { display: 'flex', alignItems: 'center', justifyContent: 'space-between' }, [
            el('div', { fontSize: 26, color: '#c9d4e3' }, card.host),
            el('div', { width: 160, height: 10, borderRadius: 5, backgroundColor: '#b84a12' }),
          ]),
        ],
      ),
    ],
  );
}

/** Draws one card as PNG bytes with `fonts` (src/pipeline/card-font.ts), the first named "Card", the rest its fallbacks. */
export async function drawCard(card: CardFacts, brand: string, fonts: readonly Buffer[]): Promise<Buffer> {
  // Loaded when a card is drawn, which a build that changed no title does not: satori alone is about 0.1 s to load.
  const [satori, sharp] = await Promise.all([loadDefault(import('satori')), loadDefault(import('sharp'))]);
  const svg = await satori(cardTree(card, brand) as Parameters<typeof Satori>[0], {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    // Each its own name: satori falls back from font to font for a missing glyph, not between fonts of one name.
    fonts: fonts.map((data, i) => ({ name: i === 0 ? 'Card' : `Card ${i}`, data, weight: 700 as const, style: 'normal' as const })),
  });
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true, quality: 90 }).toBuffer();
}

/** The cards the pages' head facts name, by site path: each page's own (an HS code uses its chapter's). */
export function cardsOf(heads: ReadonlyMap<string, HeadFacts>): Map<string, CardFacts> {
  return new Map([...heads.values()].flatMap((head) => (head.ownCard ? [[head.card.file, head.card.facts] as const] : [])));
}

/** The dev server's requests and answers, as far as the card route uses them (Express's). */
export interface DevServer {
  get(path: RegExp, handler: (request: { path: string }, response: DevResponse, next: () => void) => void): unknown;
}
interface DevResponse {
  type(type: string): DevResponse;
  send(body: Buffer): unknown;
  status(code: number): DevResponse;
  end(text?: string): unknown;
}

/**
 * Under `gatsby develop`, answers a page's og.png with its card, drawn when first asked for (and cached as
 * in a build), so a link preview of a page being edited shows what the build will draw.
 */
export function serveCardsInDevelop(app: DevServer, heads: () => ReadonlyMap<string, HeadFacts>): void {
  const cacheDir = path.join(process.cwd(), '.cache', 'social-cards');
  app.get(/\/og\.png$/, (request, response, next) => {
    const card = cardsOf(heads()).get(decodeURIComponent(request.path));
    if (!card) {
      next();
      return;
    }
    drawnCard(card, SITE.brandName, cacheDir).then(
      (png) => response.type('image/png').send(png),
      (error: unknown) => response.status(500).end(error instanceof Error ? error.message : String(error)),
    );
  });
}

/** One card's PNG, from the cache or drawn into it. */
async function drawnCard(card: CardFacts, brand: string, cacheDir: string): Promise<Buffer> {
  const file = path.join(cacheDir, `${cardKey(card, brand)}.png`);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(cacheDir, { recursive: true });
    const png = await drawCard(card, brand, await cardFonts(`${brand}${card.eyebrow}${card.title}${card.host}`));
    fs.writeFileSync(`${file}.tmp`, png);
    fs.renameSync(`${file}.tmp`, file);
  }
  return fs.readFileSync(file);
}

/**
 * Puts every card in `publicDir` at its path, drawing those the cache (`cacheDir`) does not hold yet with
 * font subsets covering just their text. Returns how many were drawn, how many came from the cache and how many
 * pages' cards were put in place (the others already were).
 */
export async function writeCards(
  cards: ReadonlyMap<string, CardFacts>,
  brand: string,
  publicDir: string,
  cacheDir: string,
): Promise<{ drawn: number; cached: number; placed: number; bytes: number }> {
  fs.mkdirSync(cacheDir, { recursive: true });
  const cached = (card: CardFacts) => path.join(cacheDir, `${cardKey(card, brand)}.png`);
  const missing = [...new Map([...cards.values()].map((card) => [cardKey(card, brand), card])).values()].filter(
    (card) => !fs.existsSync(cached(card)),
  );
  if (missing.length > 0) {
    const fonts = await cardFonts(`${brand}${missing.map((card) => `${card.eyebrow}${card.title}${card.host}`).join('')}`);
    // Four at a time: sharp rasterises on its own threads while satori lays out the next cards.
    const queue = [...missing];
    const worker = async () => {
      for (let card = queue.shift(); card; card = queue.shift()) {
        // Written aside and renamed: a build stopped mid-write leaves no half card for the next one to trust.
        fs.writeFileSync(`${cached(card)}.tmp`, await drawCard(card, brand, fonts));
        fs.renameSync(`${cached(card)}.tmp`, cached(card));
      }
    };
    await Promise.all(Array.from({ length: 4 }, worker));
  }
  let bytes = 0;
  let placed = 0;
  // A page whose card is already its drawing costs two stats, where copying the site's 3,000 cards took half a
  // second of every build; and a card keeps its time, so the next release links it from the last one.
  for (const [file, card] of cards) {
    const copy = copyIfChanged(cached(card), path.join(publicDir, file));
    bytes += copy.size;
    if (copy.copied) placed += 1;
  }
  return {
    drawn: missing.length,
    cached: new Set([...cards.values()].map((card) => cardKey(card, brand))).size - missing.length,
    placed,
    bytes,
  };
}
