import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardFonts } from './card-font';
import { CARD_HEIGHT, CARD_WIDTH, cardKey, drawCard, titleLayout, writeCards, type CardFacts } from './social-cards';

const DRAWING_TIMEOUT = 30_000;

const BRAND = 'Harbourline Freight';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from the PNG's IHDR chunk, which must come first after the signature. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(png.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** Width as titleLayout counts it: a Chinese character takes two Latin ones. */
const units = (text: string): number => [...text].reduce((sum, char) => sum + (/[\u4e00-\u9fff]/.test(char) ? 2 : 1), 0);

const facts: CardFacts = { title: 'FCL vs LCL: which suits your shipment', eyebrow: 'Blog', host: 'www.harbourline.example' };

describe('titleLayout', () => {
  it('sets shorter titles larger', () => {
    expect(titleLayout('Customs bonds explained').size).toBe(76);
    expect(titleLayout('x'.repeat(36)).size).toBe(76);
    expect(titleLayout('x'.repeat(37)).size).toBe(62);
    expect(titleLayout('How ocean freight rates are set, and what moves them week to week').size).toBe(62);
    expect(titleLayout('x'.repeat(70)).size).toBe(62);
    expect(titleLayout('x'.repeat(71)).size).toBe(52);
  });

  it('keeps a title up to the limit as it is', () => {
    const title = 'Why the 2025 tariff schedule changes how importers of consumer electronics should plan bonded stock';
    expect(title.length).toBeLessThanOrEqual(108);
    expect(titleLayout(title)).toEqual({ text: title, size: 52 });
    const exactly = `${'word '.repeat(21)}end`;
    expect(exactly).toHaveLength(108);
    expect(titleLayout(exactly).text).toBe(exactly);
  });

  it('cuts a very long title at a word, with an ellipsis, inside the limit', () => {
    const title =
      'A practical guide for importers to customs bonds, duty drawback, tariff engineering, first sale valuation and the paperwork each of them needs before the goods arrive';
    const { text, size } = titleLayout(title);
    expect(size).toBe(52);
    expect(text.endsWith('…')).toBe(true);
    const kept = text.slice(0, -1);
    expect(title.startsWith(kept)).toBe(true);
    // At a word: the title goes on with a space, so no word is broken off.
    expect(title[kept.length]).toBe(' ');
    expect(kept).toBe(kept.trimEnd());
    expect(units(text)).toBeLessThanOrEqual(108);
    // Not cut shorter than it needs to be: the next word would not have fitted.
    const nextWord = title.slice(kept.length).match(/^\s+\S+/)?.[0] ?? '';
    expect(units(`${kept}${nextWord}…`)).toBeGreaterThan(108);
  });

  it('cuts a single word longer than the limit where it must', () => {
    const { text } = titleLayout('x'.repeat(150));
    expect(text).toBe(`${'x'.repeat(107)}…`);
  });

  it('counts a Chinese character as two', () => {
    const han = '关税';
    expect(titleLayout(han.repeat(9)).size).toBe(76); // 18 characters, 36 wide
    expect(titleLayout(han.repeat(10)).size).toBe(62); // 20 characters, 40 wide

    const forty = '跨境电商进口清关指南'.repeat(4);
    expect([...forty]).toHaveLength(40);
    expect(titleLayout(forty)).toEqual({ text: forty, size: 52 });

    const sixty = '跨境电商进口清关指南'.repeat(6);
    expect([...sixty]).toHaveLength(60);
    const { text } = titleLayout(sixty);
    expect(text.endsWith('…')).toBe(true);
    expect(sixty.startsWith(text.slice(0, -1))).toBe(true);
    expect(units(text)).toBeLessThanOrEqual(108);
    expect([...text].length).toBeLessThan(60);
  });
});

describe('cardKey', () => {
  it('is the same for the same facts', () => {
    expect(cardKey(facts, BRAND)).toBe(cardKey({ ...facts }, BRAND));
    expect(cardKey(facts, BRAND)).toMatch(/^[0-9a-f]{20}$/);
  });

  it('changes with the title, the section, the host or the brand', () => {
    const keys = new Set([
      cardKey(facts, 'Harbourline'),
      cardKey(facts, BRAND),
      cardKey({ ...facts, title: `${facts.title}?` }, BRAND),
      cardKey({ ...facts, eyebrow: 'Newsroom' }, BRAND),
      cardKey({ ...facts, host: 'cn.harbourline.example' }, BRAND),
    ]);
    expect(keys.size).toBe(5);
  });

  it('does not confuse text moved from one field to the next', () => {
    expect(cardKey({ title: 'ab', eyebrow: 'c', host: 'h' }, BRAND)).not.toBe(cardKey({ title: 'a', eyebrow: 'bc', host: 'h' }, BRAND));
  });
});

describe('drawCard', () => {
  it(
    'draws a 1200x630 PNG',
    async () => {
      const fonts = await cardFonts(`${BRAND}${facts.eyebrow}${facts.title}${facts.host}`);
      const png = await drawCard(facts, BRAND, fonts);
      expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
      expect(pngSize(png)).toEqual({ width: CARD_WIDTH, height: CARD_HEIGHT });
    },
    DRAWING_TIMEOUT,
  );

  it(
    'draws a Chinese card to the same size, and a different picture for a different title',
    async () => {
      const zh: CardFacts = { title: '跨境电商进口清关指南', eyebrow: '博客', host: 'cn.harbourline.example' };
      const fonts = await cardFonts(`${BRAND}${zh.eyebrow}${zh.title}${zh.host}${facts.title}`);
      const png = await drawCard(zh, BRAND, fonts);
      expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
      const other = await drawCard({ ...zh, title: facts.title }, BRAND, fonts);
      expect(other.equals(png)).toBe(false);
    },
    DRAWING_TIMEOUT,
  );
});

describe('writeCards', () => {
  let root = '';
  let cacheDir = '';
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'social-cards-test-'));
    cacheDir = path.join(root, 'cache');
  });
  afterAll(() => {
    fs.rmSync(root, { recursive: true, force: true });
  });

  const blogCard: CardFacts = { title: 'Customs bonds explained', eyebrow: 'Blog', host: 'www.harbourline.example' };
  const cards = new Map<string, CardFacts>([
    ['blog/customs-bonds/og.png', blogCard],
    // Two pages showing the same thing share one drawing.
    ['blog/customs-bonds/amp/og.png', { ...blogCard }],
    ['help/og.png', { title: 'Help Center', eyebrow: 'Support', host: 'www.harbourline.example' }],
    ['zh/og.png', { title: '跨境电商进口清关指南', eyebrow: '博客', host: 'cn.harbourline.example' }],
  ]);

  it(
    'draws each distinct card once and writes every path',
    async () => {
      const publicDir = path.join(root, 'public-1');
      const result = await writeCards(cards, BRAND, publicDir, cacheDir);
      expect(result.drawn).toBe(3);
      expect(result.cached).toBe(0);

      let bytes = 0;
      for (const file of cards.keys()) {
        const png = fs.readFileSync(path.join(publicDir, file));
        expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
        bytes += png.length;
      }
      expect(result.bytes).toBe(bytes);
      expect(fs.readFileSync(path.join(publicDir, 'blog/customs-bonds/og.png'))).toEqual(
        fs.readFileSync(path.join(publicDir, 'blog/customs-bonds/amp/og.png')),
      );
      expect(fs.readdirSync(cacheDir).sort()).toEqual(
        [...new Set([...cards.values()].map((card) => `${cardKey(card, BRAND)}.png`))].sort(),
      );
    },
    DRAWING_TIMEOUT,
  );

  it(
    'takes unchanged cards from the cache without drawing',
    async () => {
      // A marker in place of one cached picture shows the file comes from the cache, not drawn again.
      const marker = Buffer.from('cached picture');
      fs.writeFileSync(path.join(cacheDir, `${cardKey(blogCard, BRAND)}.png`), marker);
      const publicDir = path.join(root, 'public-2');

      const result = await writeCards(cards, BRAND, publicDir, cacheDir);
      expect(result).toMatchObject({ drawn: 0, cached: 3 });
      expect(fs.readFileSync(path.join(publicDir, 'blog/customs-bonds/og.png'))).toEqual(marker);
      expect(fs.readFileSync(path.join(publicDir, 'blog/customs-bonds/amp/og.png'))).toEqual(marker);
      expect(fs.existsSync(path.join(publicDir, 'zh/og.png'))).toBe(true);
    },
    DRAWING_TIMEOUT,
  );

  it(
    'draws only the card whose title changed',
    async () => {
      const changed = new Map(cards);
      const help: CardFacts = { title: 'Help Center and FAQ', eyebrow: 'Support', host: 'www.harbourline.example' };
      changed.set('help/og.png', help);
      const publicDir = path.join(root, 'public-3');

      const result = await writeCards(changed, BRAND, publicDir, cacheDir);
      expect(result).toMatchObject({ drawn: 1, cached: 2 });
      expect(fs.readFileSync(path.join(publicDir, 'help/og.png'))).toEqual(
        fs.readFileSync(path.join(cacheDir, `${cardKey(help, BRAND)}.png`)),
      );
      expect(pngSize(fs.readFileSync(path.join(publicDir, 'help/og.png')))).toEqual({ width: 1200, height: 630 });
    },
    DRAWING_TIMEOUT,
  );

  it(
    'leaves in place the cards a page already shows, and replaces those whose drawing changed',
    async () => {
      const publicDir = path.join(root, 'public-4');
      expect(await writeCards(cards, BRAND, publicDir, cacheDir)).toMatchObject({ drawn: 0, placed: 4 });
      const again = await writeCards(cards, BRAND, publicDir, cacheDir);
      expect(again).toMatchObject({ drawn: 0, cached: 3, placed: 0 });
      let bytes = 0;
      for (const file of cards.keys()) bytes += fs.statSync(path.join(publicDir, file)).size;
      expect(again.bytes).toBe(bytes);

      // A drawing replaced in the cache (drawn again after it was removed) reaches the page; a page's card written
      // over since is put back, and the cache keeps its drawing.
      const helpCard = cards.get('help/og.png');
      if (!helpCard) throw new Error('the test cards lost help/og.png');
      fs.rmSync(path.join(cacheDir, `${cardKey(helpCard, BRAND)}.png`));
      fs.writeFileSync(path.join(publicDir, 'zh/og.png'), 'not a card');
      const redrawn = await writeCards(cards, BRAND, publicDir, cacheDir);
      expect(redrawn).toMatchObject({ drawn: 1, placed: 2 });
      for (const [file, card] of cards) {
        expect(fs.readFileSync(path.join(publicDir, file))).toEqual(fs.readFileSync(path.join(cacheDir, `${cardKey(card, BRAND)}.png`)));
      }
    },
    DRAWING_TIMEOUT,
  );
});
