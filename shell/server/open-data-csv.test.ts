import { describe, expect, it } from 'vitest';
import { csvField, csvNumber, csvText, withoutFormula } from './open-data-csv.ts';

describe('csvText', () => {
  it('writes a BOM, a header row and CRLF after every line', () => {
    expect(csvText(['a', 'b'], [[1, 'x'], [2.5, null]])).toBe('\uFEFFa,b\r\n1,x\r\n2.5,\r\n');
  });

  it('keeps Turkish letters as UTF-8, unquoted', () => {
    const text = csvText(['ad'], [['Zümrüt Palace'], ['çğıİöşü ÇĞIÖŞÜ']]);
    expect(text).toBe('\uFEFFad\r\nZümrüt Palace\r\nçğıİöşü ÇĞIÖŞÜ\r\n');
    expect([...Buffer.from(text, 'utf8').subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // ü is two bytes in UTF-8 (C3 BC), ı too (C4 B1).
    expect([...Buffer.from('ü', 'utf8')]).toEqual([0xc3, 0xbc]);
    expect(Buffer.from(text, 'utf8').includes(Buffer.from([0x5a, 0xc3, 0xbc, 0x6d]))).toBe(true);
  });

  it('quotes a field with a comma, a quote or a line break, doubling its quotes (RFC 4180)', () => {
    expect(csvText(['x'], [['1,5'], ['"Harika" bonus'], ['iki\nsatır'], ['a\r\nb']])).toBe(
      '\uFEFFx\r\n"1,5"\r\n"""Harika"" bonus"\r\n"iki\nsatır"\r\n"a\r\nb"\r\n',
    );
  });
});

describe('csvField', () => {
  it('writes numbers with a dot and never in exponent form, yes/no as true/false, nothing as empty', () => {
    expect(csvField(-68.5)).toBe('-68.5');
    expect(csvField(96.48)).toBe('96.48');
    expect(csvField(20000)).toBe('20000');
    expect(csvField(0)).toBe('0');
    expect(csvNumber(1e-7)).toBe('0.0000001');
    expect(csvNumber(0.00005)).toBe('0.00005');
    expect(csvNumber(-1.25e-8)).toBe('-0.0000000125');
    expect(csvNumber(1.5e21)).toBe('1500000000000000000000');
    expect(csvField(true)).toBe('true');
    expect(csvField(false)).toBe('false');
    expect(csvField(null)).toBe('');
  });

  it("guards text a spreadsheet would run as a formula with an apostrophe, and leaves numbers alone", () => {
    expect(csvField('=HYPERLINK("http://evil.example","tıkla")')).toBe('"\'=HYPERLINK(""http://evil.example"",""tıkla"")"');
    expect(csvField('+90 555')).toBe("'+90 555");
    expect(csvField('-68.5')).toBe("'-68.5");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tx')).toBe("'\tx");
    expect(csvField(-68.5)).toBe('-68.5');
    expect(csvField('Lalezar = iyi')).toBe('Lalezar = iyi');
    expect(withoutFormula('a-b')).toBe('a-b');
  });
});
