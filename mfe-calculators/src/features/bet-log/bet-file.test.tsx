import { cleanup, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addBets, figures, openLog, type BetText } from './bet-log.test-support.tsx';

const HEADER = 'tarih,aciklama,pazar,oran,tutar,sonuc,kapanis_taraf,kapanis_diger';

const derby: BetText = {
  date: '2024-03-01',
  market: 'Maç sonucu',
  odds: '2,10',
  stake: '100',
  result: 'Kazandı',
  closingSide: '2,00',
  closingOthers: '3,40; 4,20',
  description: 'Galatasaray – Fenerbahçe, "derbi"',
};
const total: BetText = { date: '2024-03-02', market: 'Alt/Üst 2,5', odds: '1,85', stake: '50,5', result: 'Yarım kaybetti' };

afterEach(() => {
  vi.restoreAllMocks();
});

/** Clicks 'CSV olarak indir' and answers the file the browser was handed: its name and the Blob behind its address. */
async function exportFile(user: UserEvent) {
  let blob: Blob | null = null;
  let name = '';
  // jsdom has no object URLs; the stand-in keeps the Blob, and the link's click is where the browser would save it.
  vi.spyOn(URL, 'createObjectURL').mockImplementation((object) => {
    blob = object as Blob;
    return 'blob:kupon-defteri';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    name = this.download;
    expect(this.href).toBe('blob:kupon-defteri');
  });
  await user.click(screen.getByRole('button', { name: 'CSV olarak indir' }));
  if (blob === null) throw new Error('no file was made');
  return { name, blob: blob as Blob };
}

const csvFile = (text: string) => new File([text], 'kupon-defteri.csv', { type: 'text/csv' });
const importInput = () => screen.getByLabelText('CSV dosyasından içe aktar');
const importReport = () => within(screen.getByRole('region', { name: 'Dışa ve içe aktar' })).getByRole('status');

describe('BetFile', () => {
  it('downloads the log as kupon-defteri.csv in UTF-8, and the file brings back the same figures', async () => {
    const user = await openLog();
    await addBets(user, derby, total);
    // Won 100 × 1,10 = 110; half lost −50,5 / 2 = −25,25; profit 84,75 on 150,50 staked.
    const before = figures();
    expect(before).toMatchObject({ 'Kâr / zarar': '84,75 TL', 'Toplam yatırılan': '150,50 TL' });

    const { name, blob } = await exportFile(user);
    expect(name).toBe('kupon-defteri.csv');
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe(
      `${HEADER}\r\n` +
        '2024-03-01,"Galatasaray – Fenerbahçe, ""derbi""",Maç sonucu,2.1,100,kazandi,2,3.4;4.2\r\n' +
        '2024-03-02,,"Alt/Üst 2,5",1.85,50.5,yarim-kaybetti,,\r\n',
    );

    cleanup();
    const fresh = await openLog();
    await fresh.upload(importInput(), new File([blob], 'kupon-defteri.csv', { type: 'text/csv' }));
    expect(await within(importReport()).findByText('2 bahis içe aktarıldı.')).toBeVisible();
    expect(figures()).toEqual(before);
  });

  it('imports the rows it can and lists the others by line with every reason, in Turkish', async () => {
    const user = await openLog();
    const text = [
      HEADER,
      '2024-03-01,,1X2,2,100,kazandi,,',
      '2024-03-02,,1X2,1.00,abc,kazandi,,',
      '2024-03-03,,1X2,2,100,kazandi',
      '2024-02-30,,1X2,2,100,bitti,,',
    ].join('\r\n');
    await user.upload(importInput(), csvFile(text));
    const report = within(importReport());
    expect(await report.findByText('1 bahis içe aktarıldı; 3 satır alınmadı:')).toBeVisible();
    expect(report.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '3. satır: oran en az 1,01 olmalı.',
      '3. satır: tutar geçerli bir sayı değil.',
      '4. satır: 8 sütun olmalı, 6 sütun var.',
      '5. satır: tarih geçerli değil (YYYY-AA-GG).',
      '5. satır: sonuç geçerli değil: Kazandı, Kaybetti, İade, Yarım kazandı, Yarım kaybetti, Bekliyor olabilir.',
    ]);
    expect(figures()).toMatchObject({ 'Sonuçlanmış bahis': '1', 'Kâr / zarar': '100,00 TL' });
  });

  it('refuses a file that is not a bet log whole, with its reason, and stores nothing', async () => {
    const user = await openLog();
    await user.upload(importInput(), csvFile('date,odds\r\n2024-03-01,2\r\n'));
    expect(await within(importReport()).findByText(`Dosya içe aktarılmadı. Dosyanın ilk satırı şu başlık olmalı: ${HEADER}`)).toBeVisible();
    expect(screen.getByText(/^Henüz bahis yok/)).toBeVisible();
    await user.upload(importInput(), csvFile(''));
    expect(await within(importReport()).findByText('Dosya içe aktarılmadı. Dosya boş.')).toBeVisible();
  });
});
