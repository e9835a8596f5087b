import { describe, expect, it } from 'vitest';
import zhCN from '../../locales/zh-CN/components/tools/PreArrivalChecker.json';
import { matchPreArrivalText, PREARRIVAL_TEMPLATES, preArrivalText } from '../../src/site/components/tools/prearrival-text';
import { checkPaps, checkPars, type PreArrivalCheck } from '../../src/shared/tools/paps-pars';

/** Every sentence the module writes for these inputs: its problems, or the changes it made. */
function sentences(check: PreArrivalCheck): string[] {
  return check.ok ? check.changes : check.problems;
}

// Inputs that between them reach every problem and change the module can report.
const CHECKS: PreArrivalCheck[] = [
  checkPaps(''),
  checkPaps('abcd 123-456'),
  checkPaps('ABCD 123456'),
  checkPaps('ABCD-123456'),
  checkPaps('abcd123456'),
  checkPaps('ABCD12_34'),
  checkPaps('ABCD12_3.4'),
  checkPaps('ABCD1234567890123'),
  checkPaps('12345'),
  checkPaps('A1234'),
  checkPaps('ABCD'),
  checkPaps('ABCD123', { carrierCode: 'AB1' }),
  checkPaps('ABCD123', { carrierCode: 'WXYZ' }),
  checkPaps('ABCD', { carrierCode: 'ABCD' }),
  checkPars(''),
  checkPars('8jk2 1234'),
  checkPars('1A2B-12#34'),
  checkPars('1A2B_1#'),
  checkPars('1A2B12345678901234567890123'),
  checkPars('A'),
  checkPars('AB1'),
  checkPars('1A2B'),
  checkPars('1A2B123', { carrierCode: 'AB' }),
  checkPars('1A2B123', { carrierCode: '9ZZZ' }),
  checkPars('1A2B', { carrierCode: '1A2B' }),
];
const ALL = [...new Set(CHECKS.flatMap(sentences))];

describe('PAPS and PARS sentences', () => {
  it('each match a dictionary template, and every template is reached', () => {
    expect(ALL.filter((sentence) => matchPreArrivalText(sentence, 'en-US') === null)).toEqual([]);
    const reached = new Set(ALL.map((sentence) => matchPreArrivalText(sentence, 'en-US')?.key));
    expect(PREARRIVAL_TEMPLATES.filter((key) => !reached.has(key))).toEqual([]);
  });

  it('read on the en-US site exactly as the module wrote them', () => {
    for (const sentence of ALL) expect(preArrivalText(sentence, 'en-US')).toBe(sentence);
  });

  it('are in Chinese on the zh-CN site, with the values kept', () => {
    for (const sentence of ALL) {
      const chinese = preArrivalText(sentence, 'zh-CN');
      expect(chinese, sentence).toMatch(/[\u4e00-\u9fff]/);
      expect(chinese, sentence).not.toMatch(/\{\{/);
      // Quoted values (what was typed, the characters refused) appear unchanged.
      for (const quoted of sentence.match(/“[^”]*”/g) ?? []) expect(chinese).toContain(quoted);
    }
    expect(
      preArrivalText('It contains a character a PAPS number cannot have: “_”. Use only the letters A to Z and the digits 0 to 9.', 'zh-CN'),
    ).toBe('编号中含有 PAPS 编号不允许使用的字符：“_”。只能使用字母 A 至 Z 和数字 0 至 9。');
    expect(preArrivalText('Small letters were changed to capitals.', 'zh-CN')).toBe('小写字母已改为大写。');
  });

  it('keeps the placeholders of each template in its translation', () => {
    const dictionary = zhCN as Record<string, string>;
    for (const sentence of ALL) {
      const key = matchPreArrivalText(sentence, 'en-US')?.key ?? '';
      const names = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect(names(dictionary[key] ?? ''), key).toEqual(names(key));
    }
  });

  it('shows a sentence no template knows as written', () => {
    expect(preArrivalText('Something new.', 'zh-CN')).toBe('Something new.');
    expect(matchPreArrivalText('Something new.')).toBeNull();
  });
});
