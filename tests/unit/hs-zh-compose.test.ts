import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import {
  applyTypoFixes,
  assertPublishable,
  boundOnLastOnly,
  bracketFault,
  composeFromLines,
  dropExclusion,
  englishMatches,
  makeIsSimplified,
  makeTwToCn,
  matchBracketWidths,
  nameFault,
  narrowerThanHs,
  parseCnCsv,
  parseTwText,
  readFragment,
  residualMatches,
  stripTwNumber,
  type CnLine,
} from '../../scripts/hs-zh/compose';
import { buildNames, HS2022_AMENDED, MANUAL, type Sources } from '../../scripts/hs-zh/generate';

// Real rows from the sources the generator reads, not hand-made fixtures.
const HS = path.resolve(import.meta.dirname, '../../content/hs');
const read = (file: string) => fs.readFileSync(path.join(HS, file), 'utf8');
const sources: Sources = {
  hs: read('harmonized-system.csv'),
  sections: read('hs-sections.csv'),
  cnZh: read('zh/cn-customs-hs8-2022.zh.csv'),
  cnEn: read('zh/cn-customs-hs8-2022.en.csv'),
  twC: read('zh/tw-customs-tariff-2020.note_8_C.txt'),
  twE: read('zh/tw-customs-tariff-2020.note_8_E.txt'),
};
const cnZh = parseCnCsv(sources.cnZh);
const cnEn = parseCnCsv(sources.cnEn);
const twC = new Map(parseTwText(sources.twC).map((r) => [r.code, r.text]));
const twE = new Map(parseTwText(sources.twE).map((r) => [r.code, r.text]));
const linesOf = (lines: CnLine[], sub: string) => lines.filter((l) => l.code8.startsWith(sub)).map((l) => l.name);
const englishOf = (code8: string) => cnEn.find((l) => l.code8 === code8)?.name ?? '';
const hsRows: Record<string, string>[] = parse(sources.hs, { columns: true });
const hsOf = (code: string) => hsRows.find((r) => r.hscode === code)?.description ?? '';
/** What the generator gives composeFromLines for a residual subheading: HS 2022 English, twins, Taiwan context. */
function residualOf(code: string) {
  const lines = cnEn.filter((l) => l.code8.startsWith(code)).map((l) => l.name);
  const context = `${twE.get(code.slice(0, 4)) ?? ''} ${twE.get(code.slice(0, 5)) ?? ''}`;
  return { hs: hsOf(code), last: lines[lines.length - 1] ?? '', context, lines };
}
const convert = makeTwToCn();
const isSimplified = makeIsSimplified();

// The whole generator on the real files, once: what the CSVs would hold.
const built = buildNames(sources);
const names = new Map(built.names.map((r) => [r.hscode, r]));
const nameOf = (code: string) => names.get(code)?.name;
const methodOf = (code: string) => names.get(code)?.method;
const lineOf = (code8: string) => built.lines.find((l) => l.code8 === code8)?.name;

/** What readFragment is given for a Taiwan subheading. */
function fragmentOf(code: string) {
  return {
    text: convert(twC.get(code) ?? ''),
    group: convert(twC.get(code.slice(0, 5)) ?? ''),
    heading: convert(twC.get(code.slice(0, 4)) ?? ''),
    textEnglish: twE.get(code) ?? '',
    groupEnglish: twE.get(code.slice(0, 5)) ?? '',
    headingEnglish: twE.get(code.slice(0, 4)) ?? '',
  };
}

describe('China Customs lines', () => {
  it('reads every record of both files, including the English line with unescaped quotes', () => {
    expect(cnZh).toHaveLength(8939);
    expect(cnEn).toHaveLength(8939);
    expect(cnEn.find((l) => l.code8 === '40117010')?.name).toBe(
      'New rubber pneumatic tyres with "herring-bone", for agricultural/forestry vehicles and machines',
    );
  });

  it('gives units by name and none for "?"', () => {
    expect(cnZh.find((l) => l.code8 === '01012100')).toMatchObject({ unit1: '千克', unit2: '头' });
    expect(cnZh.find((l) => l.code8 === '07031010')).toMatchObject({ unit1: '千克', unit2: '' });
  });

  it('restores a character lost as "?" (08084000, quinces) in the line and in its single-line subheading', () => {
    expect(cnZh.find((l) => l.code8 === '08084000')?.name).toBe('鲜??');
    expect(lineOf('08084000')).toBe('鲜榅桲');
    expect(names.get('080840')).toMatchObject({ name: '鲜榅桲', method: 'cn-single' });
  });
});

describe('subheadings', () => {
  it("keeps China's name verbatim for a single-line subheading (0101.21)", () => {
    expect(linesOf(cnZh, '010121')).toEqual(['改良种用马']);
    expect(names.get('010121')).toMatchObject({ name: '改良种用马', method: 'cn-single' });
  });

  it('enumerates lines around their common prefix (0703.10)', () => {
    expect(composeFromLines(linesOf(cnZh, '070310'))).toEqual({ name: '鲜或冷藏的洋葱及青葱', rule: 'enumeration' });
    expect(names.get('070310')).toMatchObject({ name: '鲜或冷藏的洋葱及青葱', method: 'cn-composed' });
  });

  it("merges two meeting ranges (8802.12), in China's own unit", () => {
    expect(composeFromLines(linesOf(cnZh, '880212'))).toEqual({ name: '空载重量＞2000kg的直升机', rule: 'range' });
    expect(nameOf('880212')).toBe('空载重量＞2000kg的直升机');
  });

  it('takes the genus of a last "other" line, its exclusions dropped wherever they stand (0101.30, 0105.11)', () => {
    expect(composeFromLines(linesOf(cnZh, '010130'))).toEqual({ name: '驴', rule: 'genus' });
    expect(dropExclusion('其他火鸡，改良种用除外，重量＞185g', linesOf(cnZh, '010599'))).toBe('其他火鸡，重量＞185g');
    // 01051110 reads "改良种用鸡，改良种用除外…": a source slip, fixed before the genus is taken.
    expect(nameOf('010511')).toBe('鸡，重量≤185g');
  });

  it('keeps an exclusion no sibling line names: it points outside the subheading (9504.30 bowling alleys → 9504.90)', () => {
    const lines = linesOf(cnZh, '950430');
    const last = lines[lines.length - 1] ?? '';
    expect(dropExclusion(last, lines)).toBe(last);
    expect(nameOf('950430')).toMatch(/但保龄球自动球道设备除外$/);
    // 8412.10 reaction engines other than turbo-jets (8411): kept; 0101.30's 改良种用 is a sibling line: dropped.
    expect(nameOf('841210')).toMatch(/涡轮喷气发动机除外/);
    expect(nameOf('010130')).toBe('驴');
  });

  it('refuses a genus that only one of several "other" lines names (0105.99: not turkeys only)', () => {
    const composed = composeFromLines(linesOf(cnZh, '010599'));
    expect(composed?.name ?? '').not.toMatch(/^火鸡/);
    expect(nameOf('010599')).toBe('鸭、鹅、火鸡及珍珠鸡，重量＞185g');
  });

  it('takes a genus after a common prefix (8542.32: memories, not every integrated circuit)', () => {
    expect(composeFromLines(linesOf(cnZh, '854232'))).toEqual({ name: '用作存储器的集成电路', rule: 'genus' });
  });

  it('does not cut a coordinated phrase at 、 nor list lines that are lists themselves (7216.10, 8448.49)', () => {
    // Cut at the 、 of 热轧、拉拔…, the list read `热轧、拉拔或挤压普通H型钢、拉或挤压普通工字钢…`.
    const sections = composeFromLines(linesOf(cnZh, '721610'));
    expect(sections?.rule).not.toBe('enumeration');
    expect(sections?.name).not.toMatch(/H型钢、拉/);
    expect(composeFromLines(linesOf(cnZh, '844849'))?.rule).not.toBe('enumeration');
    expect(nameOf('844849')).not.toMatch(/^接、投梭箱/);
    expect(nameOf('721610')).toBe('热轧、热拉拔或挤压的铁或非合金钢普通槽钢、工字钢及H型钢，截面高度＜80mm');
  });

  it('refuses a second 及 chain (0703.20): the loose genus names the garlic instead', () => {
    expect(composeFromLines(linesOf(cnZh, '070320'))).toEqual({ name: '鲜或冷藏的大蒜', rule: 'loose-genus' });
  });

  it('refuses a residual name that is a national line narrowed by its own use, colour, material or "other" (REVIEW-2)', () => {
    expect(narrowerThanHs(hsOf('711590'), englishOf('71159090'))).toBe('use');
    expect(narrowerThanHs(hsOf('850790'), englishOf('85079090'))).toBe('other');
    expect(narrowerThanHs(hsOf('852859'), englishOf('85285990'))).toBe('word');
    expect(narrowerThanHs(hsOf('630419'), englishOf('63041999'))).not.toBeNull();
    expect(narrowerThanHs(hsOf('820750'), englishOf('82075090'))).toBe('other');
    // Unqualified twins, or an "other" HS 2022 itself writes ("other edible parts of plants"), pass.
    expect(narrowerThanHs(hsOf('847989'), englishOf('84798999'))).toBeNull();
    expect(narrowerThanHs(hsOf('200899'), englishOf('20089990'))).toBeNull();
    // `其他工业用…` + `其他非工业用…`: the pair is the residue, not its non-industrial half.
    expect(composeFromLines(linesOf(cnZh, '702000'), residualOf('702000'))).toEqual({ name: '其他玻璃制品', rule: 'residual' });
    expect(nameOf('711590')).toBe('其他贵金属或包贵金属的制品');
    expect(nameOf('750890')).toBe('其他镍制品');
    expect(nameOf('761699')).toBe('其他铝制品');
    expect(nameOf('850790')).toMatch(/铅酸蓄电池/);
    for (const code of ['852859', '852869']) expect(nameOf(code)).toMatch(/彩色.*单色/);
    for (const code of ['820750', '820790']) expect(nameOf(code)).toMatch(/超硬材料/);
    expect(nameOf('410419')).toMatch(/牛/);
    expect(nameOf('640690')).not.toBe('其他材料制未列名鞋靴零件');
    expect(nameOf('630419')).toBe('非针织或钩编的床罩');
    // Taiwan's last line of 4006.90 is articles only; its rubber in other forms is 40069020.
    expect(nameOf('400690')).toMatch(/未硫化橡胶及未硫化橡胶制品/);
    // A genus every line contains stays, though the last line's twin says "not numerically controlled".
    expect(composeFromLines(linesOf(cnZh, '846269'), residualOf('846269'))).toEqual({ name: '其他金属冷加工压力机', rule: 'genus' });
  });

  it('names a residual subheading "other X" only when the English twin of its last line covers the HS 2022 scope', () => {
    const fish = { hs: 'Fish; live, n.e.c. in heading 0301', last: englishOf('03019999') };
    expect(composeFromLines(linesOf(cnZh, '030199'), fish)).toEqual({ name: '其他活鱼', rule: 'residual' });
    const bases = 'Inorganic bases, metal oxides, hydroxides and peroxides; n.e.c. in heading no. 2825';
    expect(residualMatches({ hs: bases, last: englishOf('28259019') })).toBe(false);
    expect(residualMatches({ hs: bases, last: englishOf('28259090') })).toBe(true);
  });

  it('refuses brackets that do not pair up, and a bound that stands on one item of a list (1006.40, 4409.22, 8423.89)', () => {
    // The common suffix `的米制）` cut inside the brackets: each item opened one, one closed.
    const rice = composeFromLines(linesOf(cnZh, '100640'));
    expect(rice?.rule).not.toBe('enumeration');
    expect(bracketFault(rice?.name ?? '')).toBeNull();
    expect(bracketFault(nameOf('100640') ?? '')).toBeNull();
    expect(bracketFault(cnZh.find((l) => l.code8 === '44092210')?.name ?? '')).toBe('an unopened bracket');
    expect(bracketFault(lineOf('44092210') ?? '')).toBeNull();
    expect(nameOf('440922')).toBe('热带木制的地板条（块）及其他木材，任何一边、端或面制成连续形状');
    // `地中衡、轨道衡、吊秤及未列名最大称量＞5000千克的其他衡器` read as weighbridges of any capacity.
    expect(composeFromLines(linesOf(cnZh, '842389'))?.rule).not.toBe('enumeration');
    // A bound in the common prefix stands on every item.
    expect(composeFromLines(linesOf(cnZh, '850432'))).toEqual({ name: '1kVA＜额定容量≤16kVA的互感器及未列名变压器', rule: 'enumeration' });
    expect(nameOf('842389')).toMatch(/^最大称量超过5000千克的其他衡器/);
  });

  it("makes China's mixed-width bracket pairs full-width (0307.22, 2934.91, 6401.92, 8515.39, 8714.10)", () => {
    const raw = cnZh.find((l) => l.code8 === '03072210')?.name ?? '';
    expect(nameFault(raw, isSimplified)).toBe('a bracket pair of mixed width');
    expect(matchBracketWidths(raw)).toBe('冻的扇贝（扇贝属、栉孔扇贝属、巨扇贝属）');
    expect(matchBracketWidths('(块)')).toBe('(块)');
    for (const code of ['030722', '293491', '640192', '851539', '871410']) expect(bracketFault(nameOf(code) ?? ''), code).toBeNull();
  });

  it('never names a subheading by a bare Taiwan fragment (8467.22 saws, 8542.33 amplifiers)', () => {
    expect(twC.get('84672200')).toBe('鋸子');
    expect(nameOf('846722')).not.toBe('锯子');
    expect(nameOf('846722')).toMatch(/电/);
    expect(nameOf('854233')).not.toBe('放大器');
  });

  it("reads a Taiwan fragment with its heading's goods and state (0713.31, 8408.20) and the right clause (8711.20)", () => {
    const beans = readFragment({ ...fragmentOf('071331'), hs: 'Vegetables, leguminous; beans, shelled, dried' });
    expect(beans).toMatch(/^去荚的干豆类蔬菜/);
    expect(beans).toMatch(/小黑豆或绿豆$/);
    const diesel = readFragment({
      ...fragmentOf('840820'),
      hs: 'Engines; compression-ignition internal combustion piston engines, for vehicles of chapter 87',
    });
    expect(diesel).toMatch(/^压燃式/);
    expect(nameOf('840820')).toMatch(/压燃式/);
    const motorcycles = readFragment({
      ...fragmentOf('871120'),
      hs: 'Motorcycles (including mopeds) and cycles; fitted with an auxiliary motor, of cylinder capacity exceeding 50cc but not exceeding 250cc',
    });
    expect(motorcycles).not.toMatch(/；边车/);
    expect(nameOf('871120')).not.toMatch(/；边车|往复/);
  });

  it('reads no bare Taiwan "Other, …" fragment after its heading or label (2008.19, 8505.90, 7304.51)', () => {
    const nuts = readFragment({ ...fragmentOf('200819'), hs: hsOf('200819') });
    expect(nuts).toBeNull();
    for (const code of ['200819', '293690', '410190', '441234', '730451', '820719', '850590', '860719', '903033'])
      expect(nameOf(code), code).not.toMatch(/(?:^|[：，])其他(?:，|$)/);
    // A label `其他，其他合金钢制圆横断面管` is read from its qualifier on.
    expect(nameOf('730451')).toMatch(/：其他合金钢制圆横断面管，/);
  });
});

describe('HS 2022 amendments', () => {
  it('names new HS 2022 headings no source has (8806, 0309) by hand', () => {
    expect(names.get('8806')).toMatchObject({ name: '无人驾驶航空器', method: 'manual' });
    expect(names.get('0309')).toMatchObject({ method: 'manual' });
    expect(nameOf('0309')).toMatch(/细粉、粗粉及团粒/);
    expect(twC.has('8806')).toBe(false);
  });

  it("never names an amended code from Taiwan's HS 2017 text (8539 LED light sources, 6306 tents, 8703.21, chapter 24)", () => {
    expect(nameOf('8539')).toMatch(/光源$/);
    expect(nameOf('6306')).toMatch(/临时顶篷/);
    expect(nameOf('870321')).not.toMatch(/往复/);
    expect(nameOf('24')).toMatch(/尼古丁/);
    expect(nameOf('8802')).toMatch(/无人驾驶航空器除外/);
    for (const code of ['8539', '6306', '870321', '24', '8802', '0306', '030743'])
      expect(methodOf(code)).toMatch(/^(manual|cn-|composed-from-lines)/);
  });

  it('matches HS 2022 English where only the wording differs, not where the scope changed', () => {
    expect(englishMatches('Horses, asses, mules and hinnies; live', twE.get('0101') ?? '')).toBe(true);
    const vocabulary = new Set(['helicopter', 'unladen', 'weight', 'exceeding', '2000kg']);
    expect(
      englishMatches('Helicopters, except unmanned; of an unladen weight exceeding 2000kg', twE.get('88021200') ?? '', '', vocabulary),
    ).toBe(false);
  });
});

describe('Taiwan tariff', () => {
  it('converts a heading China lacks to mainland Simplified (0101)', () => {
    expect(twC.get('0101')).toBe('馬、驢、騾及駃騠');
    expect(names.get('0101')).toMatchObject({ name: '马、驴、骡及驴骡', method: 'tw-converted' });
    expect(convert(stripTwNumber(twC.get('39') ?? ''))).toBe('塑料及其制品');
  });

  it('uses mainland terms and characters (千克, 数据, 三节环, 刨花板, 叉车, 金属陶瓷, 豆 for 荳, 软体动物)', () => {
    expect(convert('每公斤')).toBe('每千克');
    expect(convert('資料')).toBe('数据');
    expect(nameOf('2910')).toMatch(/三节环/);
    expect(nameOf('4410')).toMatch(/刨花板/);
    expect(nameOf('8427')).toMatch(/^叉车；/);
    expect(nameOf('81')).toMatch(/金属陶瓷/);
    expect(twC.get('0901')).toMatch(/荳/);
    expect(nameOf('0901')).toMatch(/咖啡豆壳与豆皮/);
    expect(convert('軟體類動物')).toBe('软体动物');
  });

  it("uses China's own terms for REVIEW-2's Taiwan words (粗梳, 无环, 坯革, 型材及异型材, 运动服, 捣固机…)", () => {
    expect(nameOf('5106')).toMatch(/粗梳羊毛纱/);
    expect(nameOf('5101')).toBe('未梳羊毛');
    expect(nameOf('5503')).toMatch(/^未梳或未另行处理/);
    expect(nameOf('2901')).toMatch(/^无环烃/);
    expect(nameOf('4104')).toMatch(/鞣制皮革或坯革/);
    expect(nameOf('4008')).toMatch(/杆、型材及异型材/);
    expect(nameOf('4006')).toMatch(/杆、管、型材及异型材/);
    expect(nameOf('3808')).toMatch(/已定型/);
    expect(nameOf('6211')).toMatch(/^运动服/);
    expect(nameOf('842940')).toMatch(/捣固机及压路机$/);
    expect(nameOf('7214')).toMatch(/热拉拔或热挤压/);
    expect(nameOf('960830')).toBe('钢笔、铁笔型自来水笔及其他笔');
    expect(nameOf('6304')).toMatch(/装饰用织物制品$/);
    expect(nameOf('5809')).toMatch(/含金属纱线/);
    expect(nameOf('7008')).toBe('多层隔温、隔音玻璃组件');
    expect(nameOf('4905')).toMatch(/地球仪/);
    expect(nameOf('9025')).toMatch(/干湿球湿度计/);
    expect(nameOf('870850')).toMatch(/^装有差速器的驱动桥/);
    const taiwan =
      /初梳|非环|胚皮革|及定型|竞赛装|砸道机|热抽|挤制|写蜡纸针尖笔|室内摆设品|搀金属|绝缘玻璃|球仪图|双管温度计|驱动轴连差速器|杂粮/;
    for (const r of built.names) expect(r.name, r.hscode).not.toMatch(taiwan);
  });

  it('cites headings and subheadings the mainland way: 本节 → 本品目, 第dddd節 → 品目dd.dd', () => {
    expect(convert('第４００１節之任何產品與本節之任何產品之混合物')).toBe('品目40.01的任何产品与本品目的任何产品的混合物');
    expect(convert('第３００２、３００５或３００６節')).toBe('品目30.02、30.05或30.06');
    expect(convert('第０３０２９１至０３０２９９目')).toBe('子目0302.91至0302.99');
    expect(convert('第58.06節')).toBe('品目58.06');
    expect(nameOf('4002')).toMatch(/本品目/);
    for (const r of built.names) expect(r.name, r.hscode).not.toMatch(/本节|第\d{2}\.?\d{2}节/);
  });

  it('joins English text continued on lines without a code', () => {
    expect([...twE.values()].some((t) => t.includes('Muraenolepididae, excluding'))).toBe(true);
  });
});

describe('REVIEW-2 corrections', () => {
  it('names by hand the headings whose Taiwan Chinese drops what its English has (2916, 4817, 6701, 7010)', () => {
    expect(nameOf('2916')).toMatch(/磺化、硝化或亚硝化/);
    expect(nameOf('4817')).toMatch(/素色明信片/);
    expect(nameOf('6701')).toMatch(/品目05\.05的货品及经加工的羽管/);
    expect(nameOf('7010')).toMatch(/封口器$/);
    for (const code of ['2916', '4817', '6701', '7010', '440922', '842389', '630419', '400690'])
      expect(methodOf(code), code).toBe('manual');
  });
});

describe('REVIEW-3 corrections', () => {
  it('names 95.04 by HS 2022: coin-operated amusement machines in, funfair articles out (moved to 95.08)', () => {
    for (const code of ['9504', '950490', '9508']) expect(HS2022_AMENDED.has(code), code).toBe(true);
    expect(nameOf('9504')).toMatch(/使用硬币、钞票、银行卡、代币或任何其他支付方式使其工作的娱乐机器$/);
    // Taiwan's HS 2017 heading and China's 95049090 both still name the funfair articles.
    expect(convert(twC.get('9504') ?? '')).toMatch(/游艺场/);
    expect(cnZh.find((l) => l.code8 === '95049090')?.name).toMatch(/游艺场所/);
    for (const code of ['9504', '950490']) {
      expect(nameOf(code), code).not.toMatch(/游艺场|游乐场|撞球/);
      expect(methodOf(code), code).toBe('manual');
    }
    expect(nameOf('9508')).toMatch(/游乐场/);
  });

  it('refuses a bound that stands on the last clause only (8423.81, 8423.82, 7310.29, 7612.90), not bounds on several', () => {
    expect(linesOf(cnZh, '842382')).toEqual(['地中衡', '未列名衡器，30kg＜最大称量≤5000kg']);
    for (const code of ['842381', '842382', '731029', '761290']) {
      expect(boundOnLastOnly(linesOf(cnZh, code)), code).toBe(true);
      expect(composeFromLines(linesOf(cnZh, code))?.rule, code).not.toBe('clauses');
      expect(methodOf(code), code).toBe('manual');
    }
    expect(composeFromLines(linesOf(cnZh, '842382'))).toBeNull();
    expect(nameOf('842381')).toBe('最大称量不超过30千克的其他衡器（包括计价秤及弹簧秤）');
    expect(nameOf('842382')).toBe('最大称量超过30千克但不超过5000千克的其他衡器（包括地中衡）');
    // Locomotive diesels of any power, then China's split of the other engines by power: each line has its own bound.
    const engines = linesOf(cnZh, '840890');
    expect(engines[0]).toBe('机车用柴油机');
    expect(boundOnLastOnly(engines)).toBe(false);
    expect(composeFromLines(engines)?.rule).toBe('clauses');
    // Nowhere do China's lines joined as clauses end in a bound the clauses before it lack.
    for (const r of built.names.filter((n) => n.method === 'cn-composed'))
      expect(boundOnLastOnly(r.name.split('；')), r.hscode).toBe(false);
  });

  it('uses no Taiwan term that means other goods on the mainland (6108, 6208 套裙, 便服; 8477.40 热定型)', () => {
    expect(convert(twC.get('6108') ?? '')).toMatch(/套裙.*便服/);
    expect(nameOf('6108')).toBe('针织或钩编的女式长衬裙、衬裙、三角裤、短衬裤、睡衣、睡衣裤、睡袍、浴衣、晨衣及类似品');
    expect(nameOf('6208')).toMatch(/^女式背心及其他内衣、长衬裙、衬裙、三角裤、短衬裤、睡衣、睡衣裤、睡袍、浴衣、晨衣/);
    expect(lineOf('84774090')).toMatch(/热成型机器$/);
    expect(nameOf('847740')).toBe('加工橡胶或塑料用的真空模塑机及其他热成型机器');
    // China's 便服套装 (6103, 6104) is an ensemble, as it should be.
    for (const r of built.names.filter((n) => n.method !== 'cn-single')) expect(r.name, r.hscode).not.toMatch(/套裙|便服(?!套装)|热定型/);
  });

  it("uses China's own terms for REVIEW-3's Taiwan words (包覆, 包贵金属, 机床, 空心异型材, 半宝石, 养殖珍珠, 数控…)", () => {
    // Each mainland term as China's own lines write it.
    expect(lineOf('59031090')).toMatch(/包覆/);
    expect(lineOf('71151000')).toMatch(/包贵金属/);
    expect(lineOf('73030090')).toMatch(/空心异型材/);
    expect(lineOf('84601290')).toMatch(/数控/);
    expect(lineOf('91029900')).toMatch(/秒表/);
    expect(lineOf('10059000')).toMatch(/玉米/);
    expect(lineOf('28030000')).toMatch(/碳黑/);
    expect(lineOf('74099000')).toMatch(/板、片及带/);
    expect(lineOf('39206100')).toMatch(/扁条/);
    expect(lineOf('24039100')).toBe('“均化”或“再造”烟草');
    expect(nameOf('XIV')).toBe('天然珍珠或养殖珍珠、宝石或半宝石、贵金属、包贵金属及其制品；仿首饰；铸币');
    expect(nameOf('5903')).toMatch(/浸渍、涂布、包覆或粘合/);
    expect(nameOf('7107')).toMatch(/^包银/);
    expect(nameOf('8465')).toMatch(/加工机床（包括钉制、订制、胶合或其他装配机床在内）/);
    expect(nameOf('730300')).toBe('铸铁制管及空心异型材');
    expect(nameOf('846012')).toBe('数控平面磨床');
    expect(nameOf('9102')).toMatch(/包括秒表$/);
    expect(nameOf('1005')).toBe('玉米');
    expect(nameOf('1904')).not.toMatch(/玉米（玉米）/);
    expect(nameOf('2803')).toBe('碳（碳黑及未列名其他形态碳）');
    expect(nameOf('3802')).toMatch(/动物炭黑/);
    expect(nameOf('7204')).toMatch(/^钢铁废料/);
    expect(nameOf('7409')).toMatch(/^铜板、片及带/);
    expect(nameOf('3921')).toMatch(/扁条/);
    expect(nameOf('2403')).toMatch(/“均质”或“复合”/);
    // China's own 空心型材 (8462) is left alone.
    expect(convert('空心型材')).toBe('空心型材');
    const taiwan = /被覆|工具机|空心型(?!材)|次宝石|养珠|数值控制|码表|玉蜀黍|碳烟|炭烟|铁属|「|」/;
    for (const r of built.names.filter((n) => n.method !== 'cn-single')) expect(r.name, r.hscode).not.toMatch(taiwan);
  });
});

describe('typo fixes', () => {
  it("corrects the sources' slips, in China's lines and in Taiwan's text", () => {
    expect(cnZh.find((l) => l.code8 === '48239090')?.name).toMatch(/纸（桨）/);
    expect(lineOf('48239090')).toMatch(/纸（浆）制品$/);
    expect(applyTypoFixes('其他虫腊')).toBe('其他虫蜡');
    expect(nameOf('1521')).toMatch(/其他虫蜡/);
    expect(nameOf('2818')).toMatch(/^人造刚玉/);
    expect(nameOf('2513')).toMatch(/天然刚玉/);
    expect(lineOf('87115000')).toMatch(/排气量超过800毫升的/);
    expect(lineOf('87114000')).toMatch(/超过500毫升，但不超过800毫升/);
  });

  it('replaces the private-use glyphs of 3504 and 3911 by the characters they stand for', () => {
    expect(twC.get('3504')).toMatch(/\u{FB467}/u);
    expect(nameOf('3504')).toMatch(/蛋白胨/);
    expect(nameOf('350400')).toMatch(/蛋白胨/);
    expect(nameOf('3911')).toMatch(/香豆酮-茚树脂/);
  });
});

describe('unfit names', () => {
  it('finds a private-use character, a "?", a Traditional character, a bare 其他 and an empty name', () => {
    expect(nameFault('消化蛋白质（蛋白\u{FB467}）', isSimplified)).toBe('a private-use character');
    expect(nameFault('鲜或冷的?鱼', isSimplified)).toBe("a '?'");
    expect(nameFault('咖啡荳壳', isSimplified)).toBe('a Traditional character');
    expect(nameFault('馬、驢', isSimplified)).toBe('a Traditional character');
    expect(nameFault('其他', isSimplified)).toBe('only 其他');
    expect(nameFault('', isSimplified)).toBe('empty name');
    expect(nameFault('鲜或冷藏的洋葱及青葱', isSimplified)).toBeNull();
  });

  it("throws, naming the code, on Taiwan's raw 3504 text", () => {
    expect(() => assertPublishable('3504', twC.get('3504') ?? '', isSimplified)).toThrow(/^3504: a private-use character/);
  });

  it('makes the generator fail, naming each code, when a name is unfit', () => {
    const unfit = { ...MANUAL, '8806': '无人驾驶\uE495航空器', '8807': '航空器零件？', '8485': '增材製造設備' };
    let message = '';
    try {
      buildNames(sources, unfit);
    } catch (error) {
      message = error instanceof Error ? error.message : String(error);
    }
    expect(message).toMatch(/^3 unfit names/);
    expect(message).toMatch(/8806: a private-use character/);
    expect(message).toMatch(/8807: a '\?'/);
    expect(message).toMatch(/8485: a Traditional character/);
  });

  it('publishes no unfit name in either file', () => {
    const check = makeIsSimplified(built.lines.flatMap((l) => [...l.name]));
    for (const r of built.names) expect(nameFault(r.name, check), `${r.hscode} ${r.name}`).toBeNull();
    for (const l of built.lines) expect(nameFault(l.name, check), `${l.code8} ${l.name}`).toBeNull();
    expect(built.names.filter((r) => r.level === '6')).toHaveLength(5612);
  });
});
