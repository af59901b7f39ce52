import { describe, expect, it } from 'vitest';
import { BET_CSV_HEADER, BET_CSV_MAX_BYTES, BET_CSV_MAX_ROWS, betsFromCsv, betsToCsv } from './bet-log-csv.ts';
import type { BetInput } from './bet-log.ts';

const HEADER = 'tarih,aciklama,pazar,oran,tutar,sonuc,kapanis_taraf,kapanis_diger';

const plain: BetInput = {
  date: '2024-03-01',
  description: 'ilk',
  market: '1X2',
  odds: 1.85,
  stake: 100,
  result: 'kazandi',
  closingSide: null,
  closingOthers: [],
};

describe('betsToCsv', () => {
  it('writes the header, then a row a bet, each line ended by CRLF', () => {
    const csv = betsToCsv([
      { ...plain, description: 'Galatasaray - Fenerbahçe', stake: 250, closingSide: 1.8, closingOthers: [3.6, 4.2] },
      { ...plain, date: '2024-03-02', description: '', market: 'Alt/Üst 2,5', odds: 2, stake: 12.5, result: 'bekliyor' },
      { ...plain, date: '2024-03-03', market: 'Tek gol', odds: 1.9, stake: 1_000_000, result: 'iade', closingSide: 2.05 },
    ]);
    expect(csv).toBe(
      `${HEADER}\r\n` +
        // Numbers with a point and no trailing zeros: 1.85, 250, 1.8; the other prices joined by ';'.
        '2024-03-01,Galatasaray - Fenerbahçe,1X2,1.85,250,kazandi,1.8,3.6;4.2\r\n' +
        // An empty description stays empty; the market's comma makes it quoted; 2 and 12.5 as written.
        '2024-03-02,,"Alt/Üst 2,5",2,12.5,bekliyor,,\r\n' +
        // A million without a thousands mark; a closing side with no other prices leaves the last field empty.
        '2024-03-03,ilk,Tek gol,1.9,1000000,iade,2.05,\r\n',
    );
  });

  it('writes only the header for an empty log', () => {
    expect(betsToCsv([])).toBe(`${HEADER}\r\n`);
    expect(BET_CSV_HEADER).toBe(HEADER);
  });

  it.each([
    ['plain text unquoted', 'Maç önü', 'Maç önü'],
    ['Turkish letters unquoted', 'ığüşöçİĞÜŞÖÇ', 'ığüşöçİĞÜŞÖÇ'],
    ['a comma quoted', 'a, b', '"a, b"'],
    ['a quote quoted and doubled', 'dedi ki "gol"', '"dedi ki ""gol"""'],
    ['a line feed quoted', 'iki\nsatır', '"iki\nsatır"'],
    ['a carriage return quoted', 'iki\rsatır', '"iki\rsatır"'],
    ['a CRLF quoted as it is', 'iki\r\nsatır', '"iki\r\nsatır"'],
  ])('writes %s', (_, description, field) => {
    expect(betsToCsv([{ ...plain, description }])).toBe(`${HEADER}\r\n2024-03-01,${field},1X2,1.85,100,kazandi,,\r\n`);
  });
});

describe('betsFromCsv', () => {
  it('gives back exactly what was written, awkward text included', () => {
    const bets: BetInput[] = [
      { ...plain, description: 'Çift şans: "İyi" oran, ığüşöçİ ĞÜŞÖÇ\r\nikinci satır\nüçüncü, "son"', market: 'Alt/Üst 2,5' },
      { ...plain, description: '"Tırnakla" başlayan, virgüllü', market: 'Handikap (-1)', closingSide: 2.1, closingOthers: [3.4, 3.6] },
      { ...plain, description: '', odds: 1.01, stake: 0.01, result: 'yarim-kaybetti', closingSide: 1.01, closingOthers: [21] },
      { ...plain, odds: 1_000_000, stake: 999_999_999.99, result: 'yarim-kazandi', closingSide: 2.123456789 },
      { ...plain, description: 'a'.repeat(200), market: 'm'.repeat(60), odds: 1.333, stake: 12.5, result: 'kaybetti' },
    ];
    expect(betsFromCsv(betsToCsv(bets))).toEqual({ kind: 'read', bets, refused: [] });
  });

  it('reads LF line ends, a byte order mark and a last line without a newline', () => {
    const text = `\uFEFF${HEADER}\n2024-03-01,ilk,1X2,1.85,100,kazandi,,\n\n2024-03-02,"iki\nsatır",1X2,2,10,iade,1.9,1.9`;
    expect(betsFromCsv(text)).toEqual({
      kind: 'read',
      bets: [plain, { ...plain, date: '2024-03-02', description: 'iki\nsatır', odds: 2, stake: 10, result: 'iade', closingSide: 1.9, closingOthers: [1.9] }],
      refused: [],
    });
  });

  it('refuses rows by the line they start on, with every reason', () => {
    const text = `${[
      HEADER, // line 1
      '2024-03-01,ilk,1X2,1.85,100,kazandi,,', // line 2: read
      '2024-03-02,virgüllü oran,1X2,"1,85",100,kaybetti,,', // line 3: a decimal comma in the file
      '2024-03-03,"iki', // line 4, and on line 5 the same row: read
      'satır",1X2,2.5,10,iade,2.4,3.1;2.9',
      '2024-02-30,kötü,1X2,2,0,kazandi,,', // line 6: no 30 February, and a stake of 0
      '2024-03-04,eksik,1X2,2,10,kazandi,', // line 7: seven columns
      '2024-03-05,"yarım"tırnak,1X2,2,10,kazandi,,', // line 8: text after a closing quote
      '2024-03-06,yan,1X2,2,10,kazandi,,3.1', // line 9: other prices without the side's
    ].join('\r\n')}\r\n`;
    expect(betsFromCsv(text)).toEqual({
      kind: 'read',
      bets: [plain, { ...plain, date: '2024-03-03', description: 'iki\r\nsatır', odds: 2.5, stake: 10, result: 'iade', closingSide: 2.4, closingOthers: [3.1, 2.9] }],
      refused: [
        { line: 3, reasons: ['3. satır: oran geçerli bir sayı değil.'] },
        { line: 6, reasons: ['6. satır: tarih geçerli değil (YYYY-AA-GG).', '6. satır: tutar sıfırdan büyük olmalı.'] },
        { line: 7, reasons: ['7. satır: 8 sütun olmalı, 7 sütun var.'] },
        { line: 8, reasons: ['8. satır: tırnak işaretleri hatalı: tırnaklı bir alan tırnakla başlayıp bitmeli.'] },
        { line: 9, reasons: ['9. satır: diğer kapanış oranları, aldığınız tarafın kapanış oranı olmadan kullanılamaz.'] },
      ],
    });
  });

  it('refuses a quote left open to the end of the file', () => {
    expect(betsFromCsv(`${HEADER}\r\n2024-03-01,"açık,1X2,1.85,100,kazandi,,\r\n`)).toEqual({
      kind: 'read',
      bets: [],
      refused: [{ line: 2, reasons: ['2. satır: tırnak işaretleri hatalı: tırnaklı bir alan tırnakla başlayıp bitmeli.'] }],
    });
  });

  it.each([
    ['an empty file', '', 'Dosya boş.'],
    ['another header', 'date,description,market,odds,stake,result,closing,others\r\n', `Dosyanın ilk satırı şu başlık olmalı: ${HEADER}`],
    ['a header with a column missing', 'tarih,aciklama,pazar,oran,tutar,sonuc,kapanis_taraf\r\n', `Dosyanın ilk satırı şu başlık olmalı: ${HEADER}`],
    ['a file over 5 MB', 'x'.repeat(BET_CSV_MAX_BYTES + 1), "Dosya 5 MB'tan büyük olamaz."],
    // 'ş' is two bytes in UTF-8: 2.5 Mi characters and one more are over 5 MB in the file, though not in UTF-16 units.
    ['a file over 5 MB in UTF-8 bytes', 'ş'.repeat(BET_CSV_MAX_BYTES / 2 + 1), "Dosya 5 MB'tan büyük olamaz."],
  ])('refuses %s', (_, text, message) => {
    expect(betsFromCsv(text)).toEqual({ kind: 'refused', message });
  });

  it('takes 10,000 rows and refuses 10,001', () => {
    const row = '2024-03-01,ilk,1X2,1.85,100,kazandi,,\r\n';
    const file = (rows: number) => `${HEADER}\r\n${row.repeat(rows)}`;
    const read = betsFromCsv(file(BET_CSV_MAX_ROWS));
    expect(read.kind === 'read' && read.bets.length).toBe(10_000);
    expect(betsFromCsv(file(BET_CSV_MAX_ROWS + 1))).toEqual({
      kind: 'refused',
      message: 'Dosyada en fazla 10.000 bahis satırı olabilir; bu dosyada 10.001 var.',
    });
  });
});
