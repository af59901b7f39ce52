/** Opens the bet log on a fresh IndexedDB and drives its form, for the bet log's tests (imported by `*.test.tsx` only). */
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import { paths } from 'shared-data';
import { renderPage } from '../../components/render-page.test-support.tsx';
import { expect } from 'vitest';
import { BetLogPage } from './bet-log-page.tsx';

/** Reads a Blob with FileReader, as `how` names it. */
function readBlob<T>(blob: Blob, how: (reader: FileReader) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as T);
    reader.onerror = () => reject(reader.error);
    how(reader);
  });
}

// jsdom's Blob has no text() or arrayBuffer(), which every browser the site supports has; its FileReader reads the
// same bytes (UTF-8, a byte order mark dropped, as text() does).
Blob.prototype.text ??= function (this: Blob) {
  return readBlob<string>(this, (reader) => reader.readAsText(this));
};
Blob.prototype.arrayBuffer ??= function (this: Blob) {
  return readBlob<ArrayBuffer>(this, (reader) => reader.readAsArrayBuffer(this));
};

/** Mounts the page on an empty database of its own and waits for the log to open. */
export async function openLog() {
  globalThis.indexedDB = new IDBFactory();
  const user = renderPage(BetLogPage, paths.calculator('kupon-defteri'));
  // The form is there at once; it can be sent once the log has opened.
  await waitFor(() => expect(screen.getByText('Bahsi ekle', { selector: 'button' })).toBeEnabled());
  return user;
}

export interface BetText {
  date: string;
  market: string;
  odds: string;
  stake: string;
  /** The label of the result as the select shows it. */
  result: string;
  closingSide?: string;
  closingOthers?: string;
  description?: string;
}

/** Fills the open form (adding or editing) with `bet` as a reader types it, and sends it. */
export async function submitBet(user: UserEvent, bet: BetText) {
  // Found by text, not by role: role queries walk the accessibility tree of this long page, slow in jsdom.
  const form = within(screen.getByText(/^(Bahis ekle|Bahsi düzenle)$/, { selector: 'h2' }).closest('form') as HTMLElement);
  // Pasted rather than typed key by key, which would make a journey of a few bets outlast the test's time; the date
  // is typed, as a date field takes no paste.
  const fill = async (label: string, value: string) => {
    const field = form.getByLabelText(label);
    await user.clear(field);
    if (value === '') return;
    if (field.getAttribute('type') === 'date') {
      await user.type(field, value);
    } else {
      await user.click(field);
      await user.paste(value);
    }
  };
  await fill('Tarih', bet.date);
  await fill('Pazar', bet.market);
  await fill('Oran', bet.odds);
  await fill('Tutar (TL)', bet.stake);
  await user.selectOptions(form.getByLabelText('Sonuç'), bet.result);
  await fill('Kapanış oranı (aldığınız taraf)', bet.closingSide ?? '');
  await fill('Diğer sonuçların kapanış oranları', bet.closingOthers ?? '');
  await fill('Açıklama', bet.description ?? '');
  await user.click(form.getByText(/^(Bahsi ekle|Değişiklikleri kaydet)$/, { selector: 'button' }));
}

/** Adds each bet in turn, waiting for it to be stored and listed. */
export async function addBets(user: UserEvent, ...bets: BetText[]) {
  const listed = () => Number(/\((\d+)\)/.exec(screen.queryByText(/^Bahisler \(/, { selector: 'caption' })?.textContent ?? '')?.[1] ?? 0);
  const before = listed();
  for (const [i, bet] of bets.entries()) {
    await submitBet(user, bet);
    await screen.findByText(`Bahisler (${before + i + 1}), en yenisi üstte`, { selector: 'caption' });
  }
}

/** The figures of a part of the statistics ('İstatistikler'), term → value, in the order shown. */
export function figures(): Record<string, string> {
  const region = screen.getByRole('region', { name: 'İstatistikler' });
  const terms = [...region.querySelectorAll('dt')];
  return Object.fromEntries(terms.map((dt) => [dt.textContent, dt.nextElementSibling?.textContent ?? '']));
}

/** The status line under the form. */
export const statusLine = () => screen.getByTestId('bet-log-status');
