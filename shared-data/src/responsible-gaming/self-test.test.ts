import { describe, expect, it } from 'vitest';
import { readSelfTestForm, scoreSelfTest, selfTestBand, selfTestField, type SelfTestScore } from './self-test.ts';

describe('selfTestBand', () => {
  // Ferris & Wynne (2001), the PGSI's published bands: 0 non-problem, 1–2 low risk, 3–7 moderate risk, 8+ problem.
  it.each([
    [0, 'none'],
    [1, 'low'],
    [2, 'low'],
    [3, 'moderate'],
    [7, 'moderate'],
    [8, 'problem'],
    [27, 'problem'],
  ] as const)('puts a total of %i in %s', (total, band) => {
    expect(selfTestBand(total)).toBe(band);
  });
});

describe('scoreSelfTest', () => {
  const answers = (...scores: SelfTestScore[]) => [...scores, ...Array<SelfTestScore>(9 - scores.length).fill(0)];

  // [answers, total by hand, band]
  it.each([
    ['nine times never', answers(), 0, 'none'],
    ['sometimes twice: 1 + 1', answers(1, 1), 2, 'low'],
    ['one most of the time: 2', answers(0, 0, 0, 0, 0, 0, 0, 0, 2), 2, 'low'],
    ['almost always once: 3', answers(3), 3, 'moderate'],
    ['2 + 2 + 2 + 1', answers(2, 2, 2, 1), 7, 'moderate'],
    ['2 + 2 + 2 + 2', answers(2, 2, 2, 2), 8, 'problem'],
    ['nine times almost always: 9 × 3', answers(3, 3, 3, 3, 3, 3, 3, 3, 3), 27, 'problem'],
  ] as const)('%s', (_name, given, total, band) => {
    expect(scoreSelfTest(given)).toEqual({ kind: 'result', total, band });
  });

  it('names the unanswered questions, 0-based, and gives no total', () => {
    expect(scoreSelfTest([0, null, 1, null, 3, 3, 3, 3, 3])).toEqual({ kind: 'unanswered', questions: [1, 3] });
  });

  it('counts a short list of answers as unanswered at the end', () => {
    expect(scoreSelfTest([0, 0, 0, 0, 0, 0, 0])).toEqual({ kind: 'unanswered', questions: [7, 8] });
  });
});

describe('readSelfTestForm', () => {
  it('reads soru1 … soru9 as scores 0 to 3', () => {
    const form = new URLSearchParams('soru1=0&soru2=1&soru3=2&soru4=3&soru5=3&soru6=2&soru7=1&soru8=0&soru9=1');
    expect(readSelfTestForm(form)).toEqual([0, 1, 2, 3, 3, 2, 1, 0, 1]);
  });

  it('leaves missing, out-of-range and malformed answers unanswered', () => {
    const form = new URLSearchParams('soru1=0&soru2=4&soru3=-1&soru4=abc&soru5=%201&soru6=2.0&soru7=&soru9=3&soru10=3');
    expect(readSelfTestForm(form)).toEqual([0, null, null, null, null, null, null, null, 3]);
  });

  it('reads no form as nine unanswered questions', () => {
    expect(readSelfTestForm(null)).toEqual(Array(9).fill(null));
  });

  it('names the fields from 1', () => {
    expect([selfTestField(0), selfTestField(8)]).toEqual(['soru1', 'soru9']);
  });
});
