/**
 * Pure functions behind scripts/hs-zh/generate.ts: read the China Customs and Taiwan tariff files, convert
 * Traditional Chinese to Simplified with mainland terms, compare English descriptions, compose a subheading's
 * name from its national lines and check every name before it is written. No file access here, so the unit
 * tests feed real rows directly.
 */
import OpenCC from 'opencc-js';

export interface CnLine {
  code8: string;
  name: string;
  unit1: string;
  unit2: string;
}

/**
 * China Customs CSV, one record per 8-digit line. The English twin has unescaped quotes inside quoted names
 * ("herring-bone") and some names end in a newline, so a strict CSV parser fails: a record is recognised by
 * its fixed tail instead (year, then two unit code/name pairs), which the name never contains.
 */
const CN_RECORD = /^(\d{8}),"([\s\S]*?)",(\d{4}),([^,\n]*),"([^"\n]*)",([^,\n]*),"([^"\n]*)",?[ \t]*\r?$/gm;

export function parseCnCsv(text: string): CnLine[] {
  const lines: CnLine[] = [];
  for (const m of text.replace(/^\uFEFF/, '').matchAll(CN_RECORD)) {
    const [, code8 = '', name = '', , , unit1 = '', , unit2 = ''] = m;
    lines.push({
      code8,
      name: name.replace(/\s+/g, ' ').trim(),
      unit1: unit1 === '?' ? '' : unit1.trim(),
      unit2: unit2 === '?' ? '' : unit2.trim(),
    });
  }
  return lines;
}

/** Data rows of a CSV file (header excluded), for the count that parseCnCsv must reach. */
export function countCnRecords(text: string): number {
  return (text.match(/^\d{8},/gm) ?? []).length;
}

export interface TwRow {
  /** 2 (chapter), 4 (heading), 5 (group label), 6 (subheading fragment), 8 (national line) digits, or S01-S21. */
  code: string;
  text: string;
}

/**
 * Taiwan tariff text: the code in the first column, then the text. A long English text continues on lines
 * without a code; blank lines carry nothing.
 */
export function parseTwText(text: string): TwRow[] {
  const rows: TwRow[] = [];
  for (const line of text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .slice(1)) {
    const m = /^(\d{2,8}|S\d{2})\s+(.*)$/.exec(line);
    if (m) rows.push({ code: m[1] ?? '', text: (m[2] ?? '').trim() });
    else if (line.trim() !== '' && rows.length > 0) {
      const last = rows[rows.length - 1];
      if (last) last.text = `${last.text} ${line.trim()}`;
    }
  }
  return rows;
}

/** The name of a Taiwan section or chapter row without its number (`第１章 活動物`, with an ideographic space, → `活動物`). */
export function stripTwNumber(text: string): string {
  return text
    .replace(/^第[0-9０-９]+[章類]\s*/, '')
    .replace(/^Chapter\s+\d+\s*/i, '')
    .trim();
}

/**
 * Slips of the pen in the sources, (wrong text, right text[, only in this code]), applied to China's names and to
 * Taiwan's text after conversion (so the keys are Simplified). Private-use characters are glyphs a font maker added
 * for characters Big5 lacks; the right character is read from the English twin. Checked by hand against the
 * English twins.
 */
export const TYPO_FIXES: ReadonlyArray<readonly [string, string, string?]> = [
  // China 87115000 repeats 87114000's range; its English twin says "cylinder cap.>800 cc".
  ['排气量超过500毫升，但不超过800毫升', '排气量超过800毫升', '87115000'],
  // China 48239090: 桨 (oar) for 浆 (pulp).
  ['纸（桨）', '纸（浆）'],
  // China 01051110 excludes what it names ("breeding chicks, breeding excluded"); its English twin has no exclusion.
  ['改良种用鸡，改良种用除外', '改良种用鸡'],
  // China 85016410: kVA for MVA (the English twin: 750 kVA < output ≤ 350 MVA).
  ['750kVA＜输出功率≤350kVA', '750kVA＜输出功率≤350MVA'],
  // China 28369940 (碳酸盐), 87033361 (的的), 20054000 (冻冻): a character slipped or doubled.
  ['铵的碳酸酸', '铵的碳酸盐'],
  ['发动机的的', '发动机的'],
  ['未冷冻冻豌豆', '未冷冻豌豆'],
  // China 87032290: 1000c for 1000cc.
  ['1000c＜排量', '1000cc＜排量'],
  // China 44092210 closes a bracket it never opened (its twin: "Floor board strips of tropical wood").
  ['热带木制的地板条(块)，任何一边、端或面制成连续形状）', '热带木制的地板条（块），任何一边、端或面制成连续形状', '44092210'],
  // Taiwan 8603, 8605: a letter O in 8604; Taiwan writes chemical formulae in capitals (AL2O3, SIO2).
  ['第86O4节', '第8604节'],
  ['AL2O3', 'Al2O3'],
  ['SIO2', 'SiO2'],
  // Taiwan 2529: 嚴 for 岩 (nepheline syenite, 霞石正长岩, as 2529.30 writes it).
  ['正长严', '正长岩'],
  // Taiwan 1521: 腊 (cured meat) for 蜡 (wax).
  ['虫腊', '虫蜡'],
  // Taiwan 2513, 2818: 钢 (steel) for 刚 (corundum, 刚玉).
  ['钢玉', '刚玉'],
  // Taiwan 8703.2x: the last character of 引擎 doubled.
  ['引擎擎', '引擎'],
  // Taiwan 2508.10: bentonite, with a private-use glyph for a second name.
  ['膨土（膨润土或\uE14E土）', '膨润土'],
  // Taiwan 2921.46: benzfetamine (INN), a private-use glyph for 苄.
  ['\uE3C3甲苯异丙胺', '苄非他明'],
  // Taiwan 3504: peptones, 腖 as a private-use glyph.
  ['蛋白\u{FB467}', '蛋白胨'],
  // Taiwan 3606.10: "300 cm3", the unit as one private-use glyph after the C.
  ['300C\uE714', '300立方厘米'],
  // Taiwan 7002, 7017: "5 × 10⁻⁶ per kelvin", the power of ten as one private-use glyph.
  ['5×\uE716', '5×10⁻⁶'],
  ['5X\uE716', '5×10⁻⁶'],
  // Taiwan 3911: coumarone-indene, 茚 (indene) as a private-use glyph.
  ['薰草酮\uE495', '香豆酮-茚'],
  ['\uE495', '茚'],
];

/** The text with TYPO_FIXES applied; `code` (China's 8-digit line) selects the fixes meant for one line only. */
export function applyTypoFixes(text: string, code = ''): string {
  return TYPO_FIXES.reduce((t, [wrong, right, only]) => (only && only !== code ? t : t.split(wrong).join(right)), text);
}

/**
 * Terms opencc's Taiwan-to-mainland dictionaries leave in Taiwan usage, found by reading the converted names.
 * Applied after conversion, longest first; each pair is (converted text, mainland term). Single characters are
 * variants opencc keeps (荳 for 豆, 銲 for 焊) that a mainland reader takes for Traditional.
 */
export const MAINLAND_TERMS: ReadonlyArray<readonly [string, string]> = [
  ['𫘝𫘨', '驴骡'],
  ['公斤', '千克'],
  ['公克', '克'],
  ['公升', '升'],
  ['公厘', '毫米'],
  ['公分', '厘米'],
  ['公尺', '米'],
  ['資料', '数据'],
  ['资料', '数据'],
  ['赫芝', '赫兹'],
  ['瓦特', '瓦'],
  ['仟', '千'],
  ['瓩', '千瓦'],
  ['塑胶', '塑料'],
  ['卑金属', '贱金属'],
  ['菸', '烟'],
  ['韮', '韭'],
  ['荳', '豆'],
  ['藷', '薯'],
  ['榖', '谷'],
  ['籐', '藤'],
  ['瑯', '琅'],
  ['銲', '焊'],
  ['铇', '刨'],
  ['靱', '韧'],
  ['繐', '穗'],
  ['搾', '榨'],
  ['砲', '炮'],
  ['毬果', '球果'],
  ['蒭草', '干草'],
  // 2615: Taiwan's variant for tantalum (钽); 9022: 伽㐷 is gamma (伽玛).
  ['鈤', '钽'],
  ['伽㐷', '伽玛'],
  ['霍布花', '啤酒花'],
  // Taiwan's 軟體 is a mollusc here (the tariff names no software).
  ['软体类动物', '软体动物'],
  ['软体水产动物', '软体动物'],
  ['软体类', '软体动物'],
  // Matte (锍), which opencc writes 镔: copper, nickel and cobalt matte.
  ['镔（冰）铜', '铜锍（冰铜）'],
  ['镔镍', '镍锍'],
  ['镔钴', '钴锍'],
  // 錯 (complex, of salts and ions) is 络 on the mainland.
  ['错盐', '络盐'],
  ['错离子', '络离子'],
  ['错合物', '络合物'],
  ['窗帘（包括窗帘）', '窗帘（包括帷帘）'],
  // Fish of 0302-0305 whose Taiwan names opencc turns into rare forms: seerfish, jack mackerel, bonito, sprat.
  ['马加䲠', '马鲛'],
  ['竹䇲鱼', '竹荚鱼'],
  ['齿䲠', '狐鲣'],
  ['正鳁', '黍鲱'],
  ['薰草酮', '香豆酮'],
  // -azine: Taiwan's 𠯤 (三氮𠯤 triazine, 吡𠯤 pyrazine) is 嗪.
  ['三氮𠯤', '三嗪'],
  ['𠯤', '嗪'],
  ['生鲜或冷藏', '鲜或冷藏'],
  ['生鲜', '鲜'],
  ['针织或钩针织', '针织或钩编'],
  ['钩针织', '钩编'],
  // Taiwan's 人造纖維 is "man-made" (mainland 化学纤维), its 再生纖維 "artificial" (mainland 人造纤维): one pass, no chain.
  ['人造纤维', '化学纤维'],
  ['再生纤维', '人造纤维'],
  ['空重量', '空载重量'],
  ['撚', '捻'],
  // Taiwan's 纖維棉 is staple fibre; with 黏液嫘萦 (viscose) it would read "viscose fibre fibre".
  ['黏液嫘萦纤维棉', '粘胶短纤维'],
  ['纤维棉', '短纤维'],
  ['黏液嫘萦', '粘胶纤维'],
  ['嫘萦', '人造丝'],
  ['黏', '粘'],
  ['梭织', '机织'],
  ['不织布', '无纺织物'],
  ['化粧', '化妆'],
  ['界面活性剂', '表面活性剂'],
  ['凡立水', '清漆'],
  ['酵素', '酶'],
  ['核子反应器', '核反应堆'],
  ['壸', '壶'],
  ['火星塞', '火花塞'],
  ['马达', '电动机'],
  ['实时食用', '即时食用'],
  ['醯', '酰'],
  ['矽', '硅'],
  ['积体电路', '集成电路'],
  ['半导体装置', '半导体器件'],
  ['闸流体', '晶闸管'],
  ['记忆体', '存储器'],
  ['晶片', '芯片'],
  ['光碟', '光盘'],
  ['磁碟', '磁盘'],
  ['连结器', '连接器'],
  ['程式', '程序'],
  ['介面', '接口'],
  ['印表机', '打印机'],
  ['数据机', '调制解调器'],
  ['网际网路', '互联网'],
  ['资讯', '信息'],
  ['触控', '触摸'],
  ['智慧型', '智能'],
  ['智慧卡', '智能卡'],
  ['非挥发性储存装置', '非易失性存储器件'],
  ['影像游戏机', '视频游戏机'],
  ['影像放映机', '影像投影仪'],
  // Amino (氨基) is 胺基 in Taiwan; 胺 alone (amine) is the same on both sides.
  ['胺基', '氨基'],
  ['档案柜', '文件柜'],
  ['钸', '钚'],
  ['离胺酸', '赖氨酸'],
  ['麸胺酸', '谷氨酸'],
  ['黄体素', '孕酮'],
  ['维吉尼亚', '弗吉尼亚'],
  ['安比西林', '氨苄西林'],
  ['咖哩', '咖喱'],
  ['速食面', '方便面'],
  ['二极体', '二极管'],
  ['电晶体', '晶体管'],
  ['脚踏车', '自行车'],
  ['机器脚踏车', '摩托车'],
  ['雷射', '激光'],
  ['网路', '网络'],
  ['数位', '数字'],
  ['电脑', '计算机'],
  ['萤幕', '屏幕'],
  ['影印', '复印'],
  ['列印', '打印'],
  ['超音波', '超声波'],
  ['乳酪', '奶酪'],
  ['榴梿', '榴莲'],
  ['通讯', '通信'],
  ['货柜', '集装箱'],
  ['太空船', '航天器'],
  ['三员环', '三节环'],
  // Taiwan's words for: motors (8412), Portland cement, centigram, weights (砝码), brakes, ball-point pens, rifles,
  // tex and denier, polypeptide, hormones, quaternary ammonium, thyme, petroleum jelly, cloaks, flat-rolled steel.
  ['其他引擎及发动机', '其他发动机及动力装置'],
  ['卜特兰水泥', '波特兰水泥'],
  ['公毫', '厘克'],
  ['法码', '砝码'],
  ['煞车', '制动'],
  ['原子笔', '圆珠笔'],
  ['来福枪', '步枪'],
  ['分德士', '分特'],
  ['德士', '特克斯'],
  ['丹尼', '旦'],
  ['多胜肽', '多肽'],
  ['荷尔蒙', '激素'],
  ['第四铵', '季铵'],
  ['麝香草', '百里香'],
  ['石油胶', '凡士林'],
  ['斗蓬', '斗篷'],
  ['扁轧制品', '平板轧材'],
  ['人造纺织材料', '化学纤维纺织材料'],
  ['静电式变流器', '静止式变流器'],
  ['爬虫类', '爬行动物'],
  ['三甘油脂', '甘油三酯'],
  ['压缩点火', '压燃式'],
  ['火花点火', '点燃式'],
  ['定向粒片板', '定向刨花板'],
  ['粒片板', '刨花板'],
  ['叉举车', '叉车'],
  ['叉举', '提升'],
  ['瓷金', '金属陶瓷'],
  ['开口梢', '开口销'],
  ['横梢', '销'],
  ['僵烧', '重烧'],
  ['组合皮革', '再生皮革'],
  ['组合皮', '再生皮革'],
  ['浇桶', '浇包'],
  ['附伞滑翔器', '滑翔伞'],
  ['回旋降落器', '旋翼降落伞'],
  ['涡轮喷射引擎', '涡轮喷气发动机'],
  ['涡轮螺旋桨引擎', '涡轮螺桨发动机'],
  ['铝矽酸盐水合物', '硅铝酸盐'],
  // 引擎 is Taiwan's word for every engine; China's tariff says 发动机 (8407-8409, 8412).
  ['引擎', '发动机'],
  ['汽缸容量', '气缸容量'],
  ['立方公分', '毫升'],
  // REVIEW-2's Taiwan terms, each as China's own lines write it: carded (粗梳, 5106-5110; unworked 未梳, 5101,
  // 5201, 5503), acyclic (无环, 2901-2922), crust leather (坯革, 4104-4107), profile shapes (型材及异型材, 3916,
  // 4006, 4008; not 定型剂 or 已定型, "put up"), track suits, tamping machines, hot-drawn or extruded, stylograph
  // pens, furnishing articles, metallised yarn, insulating glass units, globes, psychrometers, drive-axles with
  // differential. 杂粮 would read as "grains other than rice and wheat", but 1104 takes in wheat.
  ['未初梳或未精梳', '未梳'],
  ['未初梳、未精梳或', '未梳或'],
  ['已初梳、已精梳或', '已梳或'],
  ['初梳', '粗梳'],
  ['非环', '无环'],
  ['胚皮革', '坯革'],
  ['杖及定型', '杖、型材及异型材'],
  ['（如杆、管、及定型）', '（如杆、管、型材及异型材）'],
  ['杆及定型', '杆、型材及异型材'],
  ['竞赛装', '运动服'],
  ['砸道机', '捣固机'],
  ['热抽或挤制', '热拉拔或热挤压'],
  ['写蜡纸针尖笔', '铁笔型自来水笔'],
  ['室内摆设品', '装饰用织物制品'],
  // These two are keyed before 之 becomes 的.
  ['搀金属之纱', '含金属纱线'],
  ['复层之绝缘玻璃', '多层隔温、隔音玻璃组件'],
  ['球仪图', '地球仪'],
  ['双管温度计', '干湿球湿度计'],
  ['驱动轴连差速器', '装有差速器的驱动桥'],
  ['杂粮谷粒', '谷粒'],
  // REVIEW-3's Taiwan terms, each as China's own lines write it. Clad metal is 包贵金属, 包银, 包金, 包铂 (7107-7115)
  // and coated or covered 包覆 (5602-5607, 5903, 7212); machine-tools 机床; hollow profiles 空心异型材 (7303-7306,
  // but China keeps 空心型材 in 8462); semi-precious 半宝石; cultured pearls 养殖珍珠; numerically controlled 数控;
  // stop-watches 秒表 (9102); maize 玉米; carbon black 碳黑 (2803) and animal black 动物炭黑 (3802); ferrous waste
  // 钢铁废料 (7204); thermoforming 热成型 (84774090; 热定型 is heat-setting); China's quotation marks (24039100).
  // Strip of metal is 带 (7409, 7506, 7606, 7804, 7905); of plastics China too writes 扁条 (3920), so only metals.
  // Keyed before 之 becomes 的, as above; Taiwan glosses its 玉蜀黍 as 玉米 (1904).
  ['被覆贵金属之金属', '包贵金属'],
  ['玉蜀黍（玉米）', '玉米'],
  ['被覆贵金属', '包贵金属'],
  ['被覆银', '包银'],
  ['被覆金', '包金'],
  ['被覆铂', '包铂'],
  ['被覆', '包覆'],
  ['工具机', '机床'],
  ['空心型材', '空心型材'],
  ['空心型', '空心异型材'],
  ['次宝石', '半宝石'],
  ['养珠', '养殖珍珠'],
  ['数值控制', '数控'],
  ['码表', '秒表'],
  ['玉蜀黍', '玉米'],
  ['碳烟', '碳黑'],
  ['炭烟', '炭黑'],
  ['铁属废料', '钢铁废料'],
  ['热定型机', '热成型机'],
  ['「', '“'],
  ['」', '”'],
  ['铜板、片及扁条', '铜板、片及带'],
  ['铝板、片及扁条', '铝板、片及带'],
  ['板、片及扁条，其厚度', '板、片及带，其厚度'],
  ['铅片、扁条及箔', '铅片、带及箔'],
  ['铅板、片、扁条及箔', '铅板、片、带及箔'],
  ['锌板、片、扁条及箔', '锌板、片、带及箔'],
  ['镍板、片、扁条及箔', '镍板、片、带及箔'],
];

export type Convert = (text: string) => string;

/** `8545` → `85.45`, for China's way of citing a heading. */
function headingNumber(digits: string): string {
  return `${digits.slice(0, 2)}.${digits.slice(2)}`;
}

/** `030291` → `0302.91`, for a subheading. */
function subheadingNumber(digits: string): string {
  return `${digits.slice(0, 4)}.${digits.slice(4)}`;
}

/**
 * Taiwan's 節 is a heading and its 目 a subheading; on the mainland 节 is a section of the HS, so a heading
 * cited as 第8545節 (or 本節, this heading) would read as the wrong thing. China writes 品目85.45, 子目0302.91.
 */
export function rewriteTwCitations(text: string): string {
  return (
    text
      .replace(
        /第(\d{2}\.?\d{2}(?:\s*[、，,或及至与和到]\s*\d{2}\.?\d{2})*)节/g,
        (_m, list: string) =>
          `品目${list
            .replace(/\s/g, '')
            .replace(/[，,]/g, '、')
            .replace(/(\d{2})\.?(\d{2})/g, (_d, two: string, four: string) => headingNumber(`${two}${four}`))}`,
      )
      // 第8701節至8705節: the second number follows the first's rewrite.
      .replace(
        /(品目\d{2}\.\d{2})([、或及至与和到])(?:第)?(\d{4})节/g,
        (_m, first: string, joint: string, digits: string) => `${first}${joint}${headingNumber(digits)}`,
      )
      // 第030291至030299目, 第3204.11至第3204.19目, 第847141或847149等目.
      .replace(
        /第(\d{4}\.?\d{2}(?!\d)(?:\s*[、，,或及至与和到]\s*第?\d{4}\.?\d{2}(?!\d))*)等?目/g,
        (_m, list: string) =>
          `子目${list
            .replace(/[\s第]/g, '')
            .replace(/[，,]/g, '、')
            .replace(/(\d{4})\.?(\d{2})/g, (_d, four: string, two: string) => subheadingNumber(`${four}${two}`))}`,
      )
      .replace(/本节/g, '本品目')
  );
}

/** Traditional (Taiwan) → Simplified (mainland): opencc with Taiwan phrases, then typo fixes, MAINLAND_TERMS, citations, tidying. */
export function makeTwToCn(): Convert {
  // Taiwan characters, not Taiwan phrases: opencc's phrase table is a computing glossary (影片 → 视频, 使用者 → 用户,
  // 軟體 → 软件, 呼叫 → 调用, 連結器 → 链接器) that garbles tariff text; the phrases worth taking are in MAINLAND_TERMS.
  const opencc = OpenCC.Converter({ from: 'tw', to: 'cn' });
  const table = new Map(MAINLAND_TERMS);
  const keys = [...table.keys()].sort((a, b) => b.length - a.length);
  const pattern = new RegExp(keys.map(escapeRegExp).join('|'), 'gu');
  return (text: string) =>
    tidy(
      rewriteTwCitations(applyTypoFixes(opencc(toHalfWidthAlnum(text))).replace(pattern, (m) => table.get(m) ?? m))
        // Taiwan's possessive 之 is the mainland's 的 (供…之用 just 供…用); not in 三分之一, nor in 之一/之间/之内/之外/之上.
        .replace(/之用(?![品具途])/g, '用')
        .replace(/(?<![一二三四五六七八九十百千万]分)之(?![间内上下前后际]|外(?!皮)|一(?!部分|般)|类(?!似))/g, '的'),
    );
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Characters opencc would still convert that mainland usage keeps: 噁 in chemical names (噁唑, oxazole), 魟 (ray)
 * whose standard simplified form 𫚉 most fonts lack; 著 in 显著 (opencc's Taiwan table reads every 著 as 着).
 */
const KEPT = /[噁魟著]/g;

/** Han characters of GB 2312 (rows 16-87), the set a mainland name is written in but for rare names of species and substances. */
function gb2312Han(): Set<string> {
  const decoder = new TextDecoder('gb18030');
  const set = new Set<string>();
  for (let hi = 0xb0; hi <= 0xf7; hi++) for (let lo = 0xa1; lo <= 0xfe; lo++) set.add(decoder.decode(new Uint8Array([hi, lo])));
  return set;
}

/**
 * Is the text free of Traditional characters? Converting it again, Taiwan → mainland, must change nothing; and
 * each Han character must be in GB 2312 or in `known` (the characters China's own names use, which include its
 * rare fish and chemical characters). The second test catches variants opencc leaves alone (荳 for 豆).
 */
export function makeIsSimplified(known: Iterable<string> = []): (text: string) => boolean {
  const tw2cn = OpenCC.Converter({ from: 'tw', to: 'cn' });
  const allowed = gb2312Han();
  for (const c of known) allowed.add(c);
  return (text: string) => {
    const plain = text.replace(KEPT, '');
    return tw2cn(plain) === plain && [...plain].every((c) => !/\p{Script=Han}/u.test(c) || allowed.has(c));
  };
}

/** Private-use code points: U+E000-F8FF and the supplementary private-use planes. */
const PRIVATE_USE = /[\uE000-\uF8FF\u{F0000}-\u{10FFFF}]/u;

/**
 * What makes a name unfit to publish, or null: empty, a bare 其他 ("other" names nothing without its heading),
 * a `?` for a lost character, a private-use glyph (shows as a box or a wrong character), a Traditional character,
 * brackets that do not pair up (bracketFault).
 */
export function nameFault(name: string, isSimplified: (text: string) => boolean): string | null {
  if (name.trim() === '') return 'empty name';
  if (/^(其他|其它)[\s，、：:。]*$/.test(name)) return 'only 其他';
  if (/[?？]/.test(name)) return "a '?'";
  if (PRIVATE_USE.test(name)) return 'a private-use character';
  if (!isSimplified(name)) return 'a Traditional character';
  return bracketFault(name);
}

/**
 * Unbalanced brackets (a list cut inside one, China's 44092210 closing one it never opened) or a pair of mixed
 * width, `（…)`: the reader can no longer tell what the bracket holds.
 */
export function bracketFault(name: string): string | null {
  const open: string[] = [];
  for (const c of name) {
    if (c === '(' || c === '（') open.push(c);
    else if (c === ')' || c === '）') {
      const o = open.pop();
      if (!o) return 'an unopened bracket';
      if ((o === '(') !== (c === ')')) return 'a bracket pair of mixed width';
    }
  }
  return open.length > 0 ? 'an unclosed bracket' : null;
}

/** A bracket pair of mixed width (China's `（…)`, `(…）`) made full-width, as China writes most of its brackets. */
export function matchBracketWidths(name: string): string {
  const chars = [...name];
  const open: number[] = [];
  chars.forEach((c, i) => {
    if (c === '(' || c === '（') open.push(i);
    else if (c === ')' || c === '）') {
      const o = open.pop();
      if (o !== undefined && (chars[o] === '(') !== (c === ')')) {
        chars[o] = '（';
        chars[i] = '）';
      }
    }
  });
  return chars.join('');
}

/** Throws, naming the code, when nameFault finds something. */
export function assertPublishable(code: string, name: string, isSimplified: (text: string) => boolean): void {
  const fault = nameFault(name, isSimplified);
  if (fault) throw new Error(`${code}: ${fault} in ${JSON.stringify(name)}`);
}

/** Full-width digits and Latin letters as ASCII, as China's names write them; punctuation stays full-width. */
export function toHalfWidthAlnum(text: string): string {
  return text.replace(/[０-９Ａ-Ｚａ-ｚ．]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));
}

/** Trimmed, single spaces, none between Chinese characters, presentation-form colons as the full-width colon, no closing colon or full stop. */
export function tidy(text: string): string {
  return text
    .replace(/[︰：]/g, '：')
    .replace(/[\s\u3000]+/g, ' ')
    .replace(/(?<=[\u3000-\u9fff\uff00-\uffef]) (?=[\u3000-\u9fff\uff00-\uffef])/g, '')
    .replace(/^[─－\-—]+/, '')
    .replace(/[：:。]$/, '')
    .trim();
}

const STOP = new Set([
  ...'a an and or the of for in on to by with from its their thereof whether not other others than be'.split(' '),
  ...'kind used such as at being etc which heading headings subheading subheadings item no nos'.split(' '),
  ...'chapter this these that is say'.split(' '),
]);

/**
 * Lower-case word set of an English description. UN Comtrade abbreviates ("n.e.c.", "incl.", "e.g.") and writes
 * "heading 0209" where the tariffs write "heading 02.09": both are brought to one form, plurals crudely stemmed.
 */
export function englishWords(text: string): Set<string> {
  const words = text
    .toLowerCase()
    .replace(/(\d),(\d{3})/g, '$1$2')
    .replace(/(\d{2})\.(\d{2})\b/g, '$1$2')
    .replace(/n\.e\.c\.?|n\.e\.s\.?|\bnes\b|\bnec\b|not elsewhere specified or included|not elsewhere specified/g, ' ')
    .replace(/e\.g\.|i\.e\.|for example/g, ' ')
    .replace(/\bincl\b\.?/g, 'including')
    .replace(/\bexcl\b\.?/g, 'excluding')
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0 && !STOP.has(w))
    .map(stem);
  return new Set(words);
}

function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(ches|shes|sses|xes)$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/**
 * Does a Taiwan (HS 2017) English text say what the HS 2022 description says? UN Comtrade shortens the legal
 * texts, so equality is too strict; the comparison is of word sets both ways, with slack:
 * - at most a fifth of the HS 2022 words (at least one) may be missing from the Taiwan text and its context
 *   (heading and group label, which a subheading fragment is read with);
 * - at most a quarter of the Taiwan text's own words (at least one) may be absent from the HS 2022 description
 *   (catches HS 2022 moving goods out, e.g. 0306-0308 losing "flours, meals and pellets" to the new 0309);
 * - no missing HS 2022 word may be one the Taiwan tariff never uses anywhere (`twVocabulary`): such a word is a
 *   concept HS 2022 brought in ("unmanned", "microbial", "nicotine"), however short the description.
 * The slack cannot see a scope change that reuses old words (8539 "LED lamps" → "LED light sources"): such codes
 * are listed in the generator (HS2022_AMENDED) and never named from Taiwan's text.
 */
export function englishMatches(hs2022: string, twText: string, twContext = '', twVocabulary?: ReadonlySet<string>): boolean {
  const hs = englishWords(hs2022);
  const own = englishWords(twText);
  const all = new Set([...own, ...englishWords(twContext)]);
  const missing = [...hs].filter((w) => !all.has(w));
  const extra = [...own].filter((w) => !hs.has(w));
  if (twVocabulary && missing.some((w) => !twVocabulary.has(w))) return false;
  return missing.length <= Math.max(1, Math.floor(hs.size / 5)) && extra.length <= Math.max(1, Math.floor(own.size / 4));
}

/**
 * Does a Taiwan text name the goods of the HS 2022 description by itself, without the heading or group label it
 * hangs under? englishMatches with no slack on the HS 2022 side for short descriptions: one missing word of
 * "Balls; inflatable" is the goods ("Inflatable", 950662 `可充气者`, names nothing alone).
 */
export function standsAlone(hs2022: string, twText: string, twVocabulary?: ReadonlySet<string>): boolean {
  const hs = englishWords(hs2022);
  const missing = [...hs].filter((w) => !englishWords(twText).has(w));
  return missing.length <= Math.floor(hs.size / 5) && englishMatches(hs2022, twText, '', twVocabulary);
}

/**
 * Characters after which a common prefix of Chinese names may end (a word boundary), or before which a suffix may
 * start. Not `、`: inside `热轧、拉拔或挤压` it cuts a coordinated phrase, and the items after the cut lose its head.
 */
const PREFIX_END = /[的，用制）)：;；]$/;
const SUFFIX_START = /^[，的（(：;；]/;

function commonPrefix(names: readonly string[]): string {
  let prefix = names[0] ?? '';
  for (const name of names) while (!name.startsWith(prefix)) prefix = prefix.slice(0, -1);
  while (prefix && !PREFIX_END.test(prefix)) prefix = prefix.slice(0, -1);
  return prefix;
}

function commonSuffix(names: readonly string[]): string {
  let suffix = names[0] ?? '';
  for (const name of names) while (!name.endsWith(suffix)) suffix = suffix.slice(1);
  while (suffix && !SUFFIX_START.test(suffix)) suffix = suffix.slice(1);
  return suffix;
}

/** `甲`, `甲及乙`, `甲、乙及丙`. */
export function joinChinese(parts: readonly string[]): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join('、')}及${parts[parts.length - 1] ?? ''}`;
}

/**
 * A residual line's exclusions, where they only restate the lines before it, wherever they stand: `其他驴，改良种用除外`
 * → `其他驴`, `其他火鸡，改良种用除外，重量＞185g` → `其他火鸡，重量＞185g`, `…制品（疫苗除外）` → `…制品`. An
 * exclusion of goods no sibling line names points outside the subheading (95043090 `…，但保龄球自动球道设备除外`
 * keeps 9504.30 apart from 9504.90): dropping it would widen the name, so it stays.
 */
export function dropExclusion(name: string, siblings: readonly string[]): string {
  const named = (excluded: string) => {
    const goods = excluded.replace(/^[，,（(]\s*(?:但)?/, '').replace(/(?:的|者)?除外[）)]?$/, '');
    // `（乌龙茶及黑茶除外）`: each of the goods must be a sibling's.
    const items = goods.split(/[、及和或]/).filter((g) => g.length > 0);
    return items.length > 0 && items.every((g) => siblings.some((s) => s !== name && s.includes(g)));
  };
  return name
    .replace(/[，,][^，,；;（）()]*除外(?=$|[，,；;])/g, (m) => (named(m) ? '' : m))
    .replace(/[（(][^（）()]*除外[）)]/g, (m) => (named(m) ? '' : m));
}

/** Conjunctions `及`, but for `以及`, which joins clauses. `及其` counts: `青蒿素及其衍生物及…` is a chain all the same. */
function listConjunctions(text: string): number {
  return (text.replace(/以及/g, '').match(/及/g) ?? []).length;
}

export interface Composed {
  name: string;
  /** `loose-genus` and `clauses` are the weakest: the generator prefers a verified reading of Taiwan's text to them. */
  rule: 'range' | 'genus' | 'enumeration' | 'residual' | 'loose-genus' | 'clauses';
}

/** Longest composed name accepted; beyond it the enumeration reads as a list of lines, not a name. */
export const MAX_COMPOSED_LENGTH = 60;

/**
 * For a residual subheading (HS 2022 "n.e.c."/"other"): its HS 2022 English, the English of the residual line
 * (China's twin of its last national line, or Taiwan's), and the English of what that line hangs under (Taiwan's
 * heading and group label), whose words the residual line need not repeat ("fresh, chilled, frozen or dried").
 */
export interface ResidualEnglish {
  hs: string;
  last: string;
  context?: string;
  /** The English twins of all the national lines, in their order: a name that is one of them is checked by its twin. */
  lines?: readonly string[];
}

/**
 * The name of a subheading from the names of its national lines, or null when no rule gives a faithful name (the
 * generator then falls back to Taiwan's text or MANUAL). Rules, first that applies:
 * - range: `a＜V≤b的N` + `V＞b的N` → `V＞a的N` (two ranges of one quantity that meet);
 * - genus: the last line is `其他X` (its `…除外` exclusions dropped, wherever they stand) and every other line
 *   contains X: the subheading is X (`改良种用驴` + `其他驴，改良种用除外` → `驴`); for a residual subheading
 *   (HS 2022 "n.e.c.") it is `其他X`, since X also covers the sibling subheadings. Likewise after a common prefix
 *   P: `P+A`, `其他P+X` or `P+其他X`, with A containing X → `P+X` (`用作存储器的多元件集成电路` +
 *   `其他用作存储器的集成电路` → `用作存储器的集成电路`);
 * - residual: a residual subheading whose last line is `其他X`/`未列名X` is `其他X`, but only when that line's
 *   English twin covers what HS 2022 says (residualMatches): China's "n.e.c." is relative to its own lines
 *   (28259019 `未列名钨的氧化物及氢氧化物` is not every other metal oxide of 2825.90), and when that twin adds no
 *   qualifier of its own (narrowerThanHs: 71159090 "not for technical or lab use", 85285990 "monochrome"); a
 *   "for technical use" + "not for technical use" pair is the residue without the qualifier. The twin is no help where
 *   the Chinese itself says less, as 13019090 `未列名树胶、树脂` for "Lac; other natural gums, resins…": such names
 *   are in the generator's MANUAL table;
 * - enumeration: common prefix and suffix (cut at a word boundary) around the lines' differing middles, joined
 *   with `、` and `及`; a residual line `其他P…` is read as `P其他…` first (`鲜或冷藏的洋葱` + `鲜或冷藏的青葱`
 *   → `鲜或冷藏的洋葱及青葱`). At most four lines and MAX_COMPOSED_LENGTH characters, and only when the result
 *   reads as one list: no middle that is itself a list (`、`) or has clauses or phrases (`；`, `，`), no "other"
 *   amid specific items, at most one `及`;
 * - genus, loosely: the last line is `其他X` though the other lines do not spell X out (`鲜或冷藏的蒜头`,
 *   `鲜或冷藏的蒜苔及蒜苗（青蒜）`, `其他鲜或冷藏的大蒜` → `鲜或冷藏的大蒜`): "other X" closes the
 *   subheading's own list, so X names all its lines. Not when another line is also `其他…` (then the last one closes
 *   only its own item: `其他鸭…`, `其他鹅…`, `其他火鸡…`), nor when another line lists X as one member
 *   (`改良种用鸭、鹅、火鸡及珍珠鸡`), nor when X is several clauses (`羽毛；带有羽毛…`), nor from `未列名X` (X is
 *   then the whole group, siblings included), nor for a residual subheading;
 * - clauses: the lines joined by `；` (composeClauses), at most MAX_CLAUSES lines and MAX_CLAUSES_LENGTH characters.
 */
export function composeFromLines(lines: readonly string[], residual?: ResidualEnglish): Composed | null {
  const names = lines.map((n) => tidy(n));
  if (names.length === 1) return names[0] ? { name: names[0], rule: 'enumeration' } : null;
  const range = composeRange(names);
  if (range) return { name: range, rule: 'range' };
  const rest = names.slice(0, -1);
  const last = dropExclusion(names[names.length - 1] ?? '', names);
  const other = /^(?:其他|其它)(.+)$/.exec(last)?.[1];
  const genus = other ?? (last.startsWith('未列名') ? last.slice(3) : undefined);
  // A residual name that is one of the lines verbatim keeps that line's own narrowing unless its twin shows none.
  // For a genus every line is shown to contain, only an "other" on part of the goods ("Parts of other electric
  // accumulators", 85079090) still narrows: `其他蓄电池的零件` would leave out the lead-acid ones.
  const narrowing = (name: string) =>
    residual && names.includes(name) ? narrowerThanHs(residual.hs, residual.lines?.[names.indexOf(name)] ?? '', residual.context) : null;
  const faithful = (name: string) => narrowing(name) === null;
  const genusName = genus && rest.every((n) => dropExclusion(n, names).includes(genus)) ? (residual ? `其他${genus}` : genus) : undefined;
  if (genusName && narrowing(genusName) !== 'other') return { name: genusName, rule: 'genus' };
  const parts = splitAroundCommon(names, last);
  const inner = /^(?:其他|其它)(.+)$/.exec(parts.middles[parts.middles.length - 1] ?? '')?.[1];
  // One 其他 only: `其他纺织材料制` + `其他手帕` is 其他纺织材料制手帕, not "…制其他手帕" (which drops the embroidered).
  const prefixed = `${parts.prefix}${residual && !/其他|其它/.test(parts.prefix) ? '其他' : ''}${inner}${parts.suffix}`;
  if (parts.prefix && inner && parts.middles.slice(0, -1).every((m) => m.includes(inner)) && narrowing(prefixed) !== 'other')
    return { name: prefixed, rule: 'genus' };
  if (residual && genus && residualMatches(residual)) {
    // China splits many residual lines into "for technical (or laboratory) use" and "not for…": the pair is the
    // subheading's residue, its qualifier dropped (`其他工业用玻璃制品` + `其他非工业用玻璃制品` → `其他玻璃制品`).
    const use = /非(工业(?:或实验室)?用?)/.exec(genus);
    if (use?.[1] && rest.some((n) => n.includes(use[1] ?? '') && !n.includes(use[0])))
      return { name: `其他${genus.replace(use[0], '')}`, rule: 'residual' };
    if (genus.length >= 2 && faithful(`其他${genus}`)) return { name: `其他${genus}`, rule: 'residual' };
  }
  const enumeration = names.length <= 4 ? composeEnumeration(parts) : null;
  if (enumeration) return { name: enumeration, rule: 'enumeration' };
  // Only "其他X" closes a list: China's "未列名X" is "X not specified elsewhere", X then being the whole group.
  if (!residual && other && isLooseGenus(other, rest)) return { name: other, rule: 'loose-genus' };
  return composeClauses([...rest, last]);
}

/** Most lines, and longest name, that `clauses` joins: beyond them the name is a catalogue, written by hand instead. */
export const MAX_CLAUSES = 6;
export const MAX_CLAUSES_LENGTH = 90;

/**
 * The lines as clauses, `甲；乙；丙`, the way the HS itself joins unlike goods in one heading: the union of the lines
 * is the subheading, so the name is faithful though long.
 */
function composeClauses(names: readonly string[]): Composed | null {
  if (names.length > MAX_CLAUSES) return null;
  // A bound on the last clause only (`地中衡；未列名衡器，30kg＜最大称量≤5000kg`) leaves the clauses before it
  // unbounded, though China's bound is the subheading's: the name widens to weighbridges of any capacity.
  if (boundOnLastOnly(names)) return null;
  const name = names.join('；');
  return name.length <= MAX_CLAUSES_LENGTH && !bracketFault(name) ? { name, rule: 'clauses' } : null;
}

/** China's English twin abbreviates; the words as HS 2022 writes them, so that the two can be compared. */
const CN_ENGLISH_ABBREVIATIONS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bprprd\b/gi, 'prepared'],
  [/\bprsrvd\b/gi, 'preserved'],
  [/\bothr\b/gi, 'other'],
  [/\bprdcts?\b/gi, 'products'],
  [/\bmixt\b\.?/gi, 'mixtures'],
  [/\brlld\b/gi, 'rolled'],
  [/\bcottn\b/gi, 'cotton'],
  [/\bmtl\b/gi, 'metal'],
  [/\bflm\b/gi, 'film'],
  [/\bnfw\b/gi, 'not further worked'],
  [/\bth(?:c)?k\b/gi, 'thickness'],
  [/\bgrosts\b/gi, 'groats'],
  [/&/g, ' and '],
  [/\//g, ' or '],
];

/**
 * Does a residual line cover what the HS 2022 residual subheading covers? Both Englishes are compared without what
 * only places them (heading numbers, "n.e.c. in item 1302.1") or restates their siblings ("other than…",
 * "excl. fry", which China adds for its own national lines): left is the goods both name. The line's own English
 * must name the goods of HS 2022's first clause (UN Comtrade puts them first: "Inorganic bases, metal oxides…" is
 * not covered by "Other tungsten oxides"); the rest of the HS 2022 text (states, forms: "fresh, chilled, frozen")
 * may come from what the line hangs under, Taiwan's heading and group label.
 */
export function residualMatches({ hs, last, context = '' }: ResidualEnglish): boolean {
  const goods = (text: string) =>
    englishWords(
      CN_ENGLISH_ABBREVIATIONS.reduce((t, [abbreviation, word]) => t.replace(abbreviation, word), text)
        .replace(/\((?:other than|excluding|excl\.?|except)[^)]*\)/gi, ' ')
        .replace(/\b(?:excluding|excl\.?|except)\b[^;]*/gi, ' ')
        .replace(/\bother than\b[^,;]*/gi, ' ')
        .replace(/\b\d+(?:\.\d+)*\b/g, ' '),
    );
  const own = goods(last);
  const covers = (want: Set<string>, have: Set<string>) =>
    [...want].filter((w) => !have.has(w)).length <= Math.max(1, Math.floor(want.size / 4));
  // A first clause that is only a category ("Animal products; tortoise-shell, whalebone…") is read with the next.
  const [first = '', second = ''] = hs.split(';');
  const lead = goods(first).size < 3 ? goods(`${first} ${second}`) : goods(first);
  return covers(lead, own) && covers(goods(hs), new Set([...own, ...goods(context)]));
}

/**
 * Does a national line's English twin narrow the HS 2022 subheading it sits in? China's last line is residual only
 * within China's own split: it may add a use ("not for technical or lab use"), a colour ("monochrome"), a material
 * ("of other textls", "equine"), or put its "other" on a part of the goods ("Parts of other electric accumulators",
 * other than lead-acid). A word of the twin that HS 2022 does not use, or an "other" not at its head, is such a
 * qualifier. "Other than…" and exclusions are the siblings' concern, not a narrowing. Returns the kind found, or null.
 */
export function narrowerThanHs(hs: string, lineEnglish: string, context = ''): 'use' | 'other' | 'word' | null {
  if (!lineEnglish.trim()) return null;
  const expand = (t: string) =>
    CN_ENGLISH_ABBREVIATIONS.reduce((u, [abbreviation, word]) => u.replace(abbreviation, word), t).toLowerCase();
  const text = expand(lineEnglish)
    .replace(/\((?:other than|excluding|excl\.?|except)[^)]*\)/gi, ' ')
    .replace(/\b(?:excluding|excl\.?|except)\b[^;]*/gi, ' ')
    .replace(/\bother than\b[^,;]*/gi, ' ')
    .replace(/\b\d+(?:\.\d+)*\b/g, ' ')
    .replace(/^\W*other\b/i, ' ');
  if (/\b(?:not for|non)\b/.test(text)) return 'use';
  // "Other" inside is a qualifier but where HS 2022 has the same phrase ("other edible parts of plants").
  const hsText = expand(hs);
  for (const m of text.matchAll(/\b(?:other|oth)\s+(\w+)/g)) if (!hsText.includes(`other ${m[1] ?? ''}`)) return 'other';
  // Words of the heading and group label the line hangs under (Taiwan's "veneered panels" of 4412) are no narrowing.
  const allowed = new Set([...englishWords(hs), ...englishWords(context)]);
  return [...englishWords(text)].some((w) => w.length > 1 && !allowed.has(w)) ? 'word' : null;
}

function isLooseGenus(genus: string, rest: readonly string[]): boolean {
  if (genus.length < 2 || /[；;]/.test(genus)) return false;
  if (rest.some((n) => /^(其他|其它|未列名)/.test(n))) return false;
  const noun = genus.split(/[，,]/)[0] ?? genus;
  const asMember = new RegExp(`(?:[、及和]${escapeRegExp(noun)}|${escapeRegExp(noun)}[、及和])`);
  return !rest.some((n) => asMember.test(n));
}

interface Parts {
  prefix: string;
  middles: string[];
  suffix: string;
}

/**
 * The lines' common prefix and suffix (cut at a word boundary) and what differs between them; a residual last
 * line `其他P…` is read as `P其他…` first, so that it shares the prefix P of the others.
 */
function splitAroundCommon(names: readonly string[], last: string): Parts {
  const rest = names.slice(0, -1);
  const restPrefix = commonPrefix(rest);
  const residual = restPrefix && last.startsWith(`其他${restPrefix}`) ? `${restPrefix}其他${last.slice(2 + restPrefix.length)}` : last;
  const all = [...rest, residual];
  const prefix = commonPrefix(all);
  const suffix = commonSuffix(all.map((n) => n.slice(prefix.length)));
  return { prefix, suffix, middles: all.map((n) => n.slice(prefix.length, n.length - suffix.length)) };
}

/** A bound on a quantity: what limits the item it stands in. Not 以上 of 以上述 ("of the above"). */
const CONDITION = /[＜＞≤≥<>]|不超过|超过|小于|大于|低于|高于|不足|以上(?!述)|以下/;

/**
 * Does a bound stand on the last of several items and on no other? Bounds on several items (840890's power ranges
 * after `机车用柴油机`) are China's split of the subheading, each item read with its own.
 */
export function boundOnLastOnly(items: readonly string[]): boolean {
  const last = items[items.length - 1] ?? '';
  return items.length > 1 && CONDITION.test(last) && !items.slice(0, -1).some((i) => CONDITION.test(i));
}

function composeEnumeration({ prefix, middles, suffix }: Parts): string | null {
  if (middles.some((m) => m.length === 0) || new Set(middles).size !== middles.length) return null;
  // A middle with its own list, clause or comma phrase (`其他活大西洋蓝鳍金枪鱼,鱼苗除外`) garbles the list; so does an
  // "other" amid specific items (`改良种用鳄鱼苗、其他改良种用爬行动物、食用爬行动物…`), which no longer says other
  // than what. One that opens the list (`其他拖拉机及其他牵引车`) or closes it reads as it should.
  if (middles.some((m) => /[、；;，,]/.test(m))) return null;
  if (middles.slice(1, -1).some((m) => /^(其他|其它|未列名)/.test(m))) return null;
  // A cut inside a bracket (`长粒米碎米（用粒长…` + `…的米制）`) leaves a bracket each item opens and one closes.
  if (middles.some((m) => bracketFault(m)) || bracketFault(`${prefix}${suffix}`)) return null;
  // A condition in one item only (`…及未列名最大称量＞5000千克的其他衡器`) reads as if the other items had none.
  if (middles.filter((m) => CONDITION.test(m)).length === 1) return null;
  const name = `${prefix}${joinChinese(middles)}${suffix}`;
  if (listConjunctions(name) > 1) return null;
  return name.length <= MAX_COMPOSED_LENGTH ? name : null;
}

function composeRange(names: readonly string[]): string | null {
  if (names.length !== 2) return null;
  const lower = /^(\d+(?:\.\d+)?)([a-zA-Z%]*)＜(.+?)≤(\d+(?:\.\d+)?)\2的(.+)$/.exec(names[0] ?? '');
  if (!lower) return null;
  const [, a, unit, quantity, b, noun] = lower;
  return names[1] === `${quantity}＞${b}${unit}的${noun}` ? `${quantity}＞${a}${unit}的${noun}` : null;
}

/** A Taiwan subheading fragment with what it hangs under, converted, and the English to judge the reading by. */
export interface Fragment {
  /** The 6-digit row (`小黑豆或绿豆`). */
  text: string;
  /** The 5-digit group label it sits under, or '' (`菜豆、豇豆类`). */
  group: string;
  /** The heading (`去荚的干豆类蔬菜，不论已否去皮或剖开`). */
  heading: string;
  /** Taiwan's English of the fragment, the group label and the heading. */
  textEnglish: string;
  groupEnglish: string;
  headingEnglish: string;
  /** The HS 2022 English of the subheading. */
  hs: string;
  /** False where HS 2022 amended the heading: its Taiwan text is then HS 2017's, not to be put into a name. */
  headingUsable?: boolean;
}

/**
 * A Taiwan subheading fragment read as a full name, or null when it cannot be read safely. Taiwan's 6-digit rows
 * are to be read under their heading and group label (`鋸子` under `裝有電力原動機者` under `手提工具…`), so,
 * first that applies:
 * - a fragment that repeats its heading (`….00`), or a whole clause of it, is a full name already;
 * - a fragment whose own English says what HS 2022 says names the goods by itself;
 * - so does the group label with the fragment (`干鱼，…（但未熏制）：鲱鱼…`) when their English does;
 * - otherwise the heading comes first, then the group label, then the fragment
 *   (`去荚的干豆类蔬菜，不论是否去皮或剖开：菜豆、豇豆类，小黑豆或绿豆`): the heading carries the goods and
 *   their state (dried, shelled), the label and fragment narrow them. Of a heading of several `；` clauses only the
 *   clause the subheading falls in is kept (`摩托车…；边车`: a motorcycle subheading is not about side-cars),
 *   chosen by its English; if the clauses cannot be told apart the reading is refused.
 */
export function readFragment(f: Fragment): string | null {
  const { text, heading } = f;
  // Not a mere part of a clause (`零件` in `…及其零件`): that names nothing alone.
  if (text.includes(heading) || heading.split('；').includes(text)) return text;
  // A bare "Other, including parts" (`其他，包括零件`) is other than its siblings, which no reading here names: put
  // after the heading or label it garbles the name (200819 `…：坚果、花生及其他种子，…，其他，包括混合者`).
  if (/^(?:其他|其它)(?:[，,]|$)/.test(text)) return null;
  // Its English may carry the noun its Chinese leaves to the heading ("Containing … 99.99% of silicon" is
  // `含硅重量在99.99％及以上者`): a Chinese condition never stands alone.
  if (standsAlone(f.hs, f.textEnglish) && !isCondition(text)) return text;
  // A label that is itself "Other, of circular cross-section…" (73045) is read from its qualifier on.
  const label = f.group
    .replace(/^[─－\-—]+/, '')
    .replace(/[：:]$/, '')
    .replace(/^(?:其他|其它)[，,]/, '');
  if (label && standsAlone(f.hs, `${f.groupEnglish} ${f.textEnglish}`)) return `${label}：${text}`;
  if (f.headingUsable === false) return null;
  const clause = headingClause(f);
  if (!clause) return null;
  // A label that only repeats the heading (or says "other" of it) adds nothing the heading clause does not say.
  const useful = label && !clause.includes(label.replace(/^其他/, '')) ? `${label}，` : '';
  return `${clause}：${useful}${text}`;
}

/** A condition on goods named elsewhere (`含…`, `重量…`, `每…`), not a name of goods. */
function isCondition(text: string): boolean {
  return /^(含|重量|按重量|每|供|以)/.test(text);
}

function headingClause(f: Fragment): string | null {
  const clauses = f.heading.split('；');
  if (clauses.length === 1) return f.heading;
  const english = f.headingEnglish.split(';');
  if (english.length !== clauses.length) return null;
  const target = englishWords(`${f.hs} ${f.groupEnglish} ${f.textEnglish}`);
  const scores = english.map((e) => [...englishWords(e)].filter((w) => target.has(w)).length);
  const best = Math.max(...scores);
  if (best === 0 || scores.filter((s) => s === best).length > 1) return null;
  return clauses[scores.indexOf(best)] ?? null;
}
