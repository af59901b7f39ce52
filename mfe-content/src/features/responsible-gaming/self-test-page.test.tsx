import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from 'shared-data';
import { OfferPolicyProvider, SubmittedFormProvider } from 'shared-data/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoCallToAction, onBreak } from '../../components/offers-test-utils.ts';
import { acting, mockContentApi, renderAt, resetContentApi } from '../../test-utils.tsx';
import { SelfTestPage } from './self-test-page.tsx';

afterEach(resetContentApi);

const names = ['Hiçbir zaman', 'Bazen', 'Çoğu zaman', 'Neredeyse her zaman'];
const question = (n: number) => screen.getByRole('group', { name: new RegExp(`^${n}\\. `) });
const radio = (n: number, answer: string) => within(question(n)).getByRole('radio', { name: answer });
const MISSING = 'Bu soruyu yanıtlamadınız: lütfen bir seçenek işaretleyin.';
/** The page's live region (the test's location probe is an <output>, a status too). */
const status = () => screen.getAllByRole('status').filter((element) => element.tagName !== 'OUTPUT');

/** `later` comes after `earlier` in the page. */
const follows = (earlier: Node, later: Node) => Boolean(earlier.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING);

/**
 * A moderate or problem result: right under its heading the break from the offers (a POST form of its own, not inside
 * the test's), then YEDAM's 115, then BetBlocker and Gamban from their official sites; no call to a casino.
 */
function expectBreakFirst(result: HTMLElement) {
  const form = within(result).getByRole('form', { name: 'Ara ver' });
  const heading = within(result).getByRole('heading', { level: 2, name: /^Sonucunuz: / });
  expect(heading.nextElementSibling).toBe(form);
  within(form).getByRole('heading', { level: 3, name: 'Ara ver' });
  expect(['7 gün', '30 gün', '90 gün'].map((days) => within(form).getByRole('radio', { name: days }).getAttribute('value'))).toEqual(['7', '30', '90']);
  within(form).getByRole('button', { name: 'Ara ver' });
  expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['post', '/ara-ver']);
  expect(form.parentElement?.closest('form')).toBeNull();
  const total = within(result).getByText(/^Toplam puanınız:/);
  const stop = within(result).getByText('Önerimiz: oynamayı şimdi bırakın.');
  const call = within(result).getByRole('link', { name: '115' });
  expect(call).toHaveAttribute('href', 'tel:115');
  expect(call.closest('li')).toHaveTextContent(/^YEDAM/);
  const betBlocker = within(result).getByRole('link', { name: 'betblocker.org' });
  const gamban = within(result).getByRole('link', { name: 'gamban.com' });
  expect([betBlocker, gamban].map((link) => [link.getAttribute('href'), link.getAttribute('rel')])).toEqual([
    ['https://betblocker.org', 'noopener noreferrer'],
    ['https://gamban.com', 'noopener noreferrer'],
  ]);
  expect(betBlocker.closest('li')).toHaveTextContent(/^BetBlocker \(ücretsiz\):.*kumar ve bahis sitesine ve uygulamasına/);
  expect(gamban.closest('li')).toHaveTextContent(/^Gamban \(ücretli, deneme süresi ücretsiz\):.*kumar sitelerini ve uygulamalarını/);
  within(result).getByRole('heading', { level: 3, name: 'Kumar sitelerini cihazlarınızda engelleyin' });
  // The break before everything else in the result, then the help line, then the blockers.
  for (const [earlier, later] of [[form, total], [form, stop], [stop, call], [call, betBlocker], [betBlocker, gamban]] as const) {
    expect(follows(earlier, later)).toBe(true);
  }
  expectNoCallToAction();
}

async function answer(user: ReturnType<typeof userEvent.setup>, scores: Array<number | null>) {
  for (const [i, score] of scores.entries()) if (score !== null) await acting(() => user.click(radio(i + 1, names[score] ?? '')));
}

describe('SelfTestPage in the browser', () => {
  it('asks nine questions about the last 12 months, each a group of the four answers, none chosen', async () => {
    await renderAt(paths.selfTest, <SelfTestPage />);
    expect(screen.getAllByRole('group')).toHaveLength(9);
    expect(screen.getAllByRole('radio')).toHaveLength(36);
    expect(screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked)).toEqual([]);
    expect(question(1).textContent).toContain('Kaybetmeyi gerçekten göze alabileceğinizden daha fazla parayla oynadınız mı?');
    expect(screen.getByText(/son 12 ayı düşünerek/)).toBeVisible();
    expect(screen.getByText(/Ferris, J\. ve Wynne, H\. \(2001\)/).textContent).toContain('Canadian Centre on Substance Abuse');
  });

  it('computes the result in place, announces it and asks the server nothing', async () => {
    // Any request would fail: nothing is registered.
    const fetchMock = mockContentApi({});
    const user = userEvent.setup();
    await renderAt(paths.selfTest, <SelfTestPage />);
    // 2 + 2 + 2 + 1 = 7: moderate risk.
    await answer(user, [2, 2, 0, 0, 2, 0, 0, 1, 0]);
    await acting(() => user.click(screen.getByRole('button', { name: 'Sonucu Göster' })));
    expect(status().map((element) => element.textContent)).toEqual(['Toplam puanınız 27 üzerinden 7: Orta risk.']);
    screen.getByRole('heading', { level: 2, name: 'Sonucunuz: Orta risk' });
    expect(screen.getByText('Önerimiz: oynamayı şimdi bırakın.')).toBeVisible();
    expect(screen.getByRole('link', { name: '115' }).getAttribute('href')).toBe('tel:115');
    expect(screen.getByRole('link', { name: /^Kasa Yönetimi 101/ }).getAttribute('href')).toBe(paths.tactic('kasa-yonetimi-101'));
    expect(screen.getByTestId('location').textContent).toBe(paths.selfTest);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers the break first at a moderate risk, then YEDAM 115, then how to block gambling sites and apps', async () => {
    const user = userEvent.setup();
    await renderAt(paths.selfTest, <SelfTestPage />);
    // 2 + 2 + 2 + 1 = 7: moderate risk.
    await answer(user, [2, 2, 0, 0, 2, 0, 0, 1, 0]);
    await acting(() => user.click(screen.getByRole('button', { name: 'Sonucu Göster' })));
    expectBreakFirst(screen.getByRole('region', { name: 'Sonucunuz: Orta risk' }));
  });

  it('says when the break ends instead, for a reader already on one', async () => {
    const user = userEvent.setup();
    await renderAt(
      paths.selfTest,
      <OfferPolicyProvider value={onBreak}>
        <SelfTestPage />
      </OfferPolicyProvider>,
    );
    await answer(user, [2, 2, 0, 0, 2, 0, 0, 1, 0]);
    await acting(() => user.click(screen.getByRole('button', { name: 'Sonucu Göster' })));
    const result = screen.getByRole('region', { name: 'Sonucunuz: Orta risk' });
    expect(within(result).queryByRole('form', { name: 'Ara ver' })).toBeNull();
    expect(within(result).getByRole('heading', { level: 2 }).nextElementSibling).toHaveTextContent(/^Ara verdiniz: .*7 Aralık 2026 05:00/);
    expect(within(result).getByRole('link', { name: '115' })).toHaveAttribute('href', 'tel:115');
  });

  it('neither offers a break nor a blocker when there is no sign of a problem, and no call to action either', async () => {
    const user = userEvent.setup();
    await renderAt(paths.selfTest, <SelfTestPage />);
    await answer(user, [0, 0, 0, 0, 0, 0, 0, 0, 0]);
    await acting(() => user.click(screen.getByRole('button', { name: 'Sonucu Göster' })));
    const result = screen.getByRole('region', { name: 'Sonucunuz: Sorun yok' });
    expect(within(result).queryByRole('form', { name: 'Ara ver' })).toBeNull();
    expect(within(result).queryByRole('link', { name: 'betblocker.org' })).toBeNull();
    expect(within(result).getByRole('link', { name: '115' })).toHaveAttribute('href', 'tel:115');
    expectNoCallToAction();
  });

  it('gives no suggestion to stop below a moderate risk: 1 + 1 = 2 is a low risk', async () => {
    const user = userEvent.setup();
    await renderAt(paths.selfTest, <SelfTestPage />);
    await answer(user, [1, 0, 0, 0, 0, 0, 0, 0, 1]);
    await acting(() => user.click(screen.getByRole('button', { name: 'Sonucu Göster' })));
    screen.getByRole('heading', { level: 2, name: 'Sonucunuz: Düşük risk' });
    expect(screen.queryByText('Önerimiz: oynamayı şimdi bırakın.')).toBeNull();
  });

  it('marks skipped questions in Turkish, moves the focus to the first, and keeps what was answered', async () => {
    const user = userEvent.setup();
    await renderAt(paths.selfTest, <SelfTestPage />);
    await answer(user, [3, null, 0, null, 1, 0, 0, 0, 2]);
    await acting(() => user.click(screen.getByRole('button', { name: 'Sonucu Göster' })));
    expect(within(question(2)).getByText(MISSING)).toBeVisible();
    expect(within(question(4)).getByText(MISSING)).toBeVisible();
    expect(screen.getAllByText(MISSING)).toHaveLength(2);
    expect(status().map((element) => element.textContent)).toEqual(['Yanıtlanmamış sorular: 2, 4. Verdiğiniz yanıtlar korundu; sonucu görmek için bu soruları da yanıtlayın.']);
    expect(document.activeElement).toBe(radio(2, 'Hiçbir zaman'));
    expect((radio(1, 'Neredeyse her zaman') as HTMLInputElement).checked).toBe(true);
    expect((radio(9, 'Çoğu zaman') as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('heading', { level: 2, name: /^Sonucunuz/ })).toBeNull();
    // Answered now, its message goes at once.
    await acting(() => user.click(radio(2, 'Bazen')));
    expect(screen.getAllByText(MISSING)).toHaveLength(1);
  });

  it('posts to its own address with the answers in the body, never in a URL', async () => {
    await renderAt(paths.selfTest, <SelfTestPage />);
    const form = screen.getByRole('button', { name: 'Sonucu Göster' }).closest('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe(`${paths.selfTest}#sonuc`);
  });
});

describe('SelfTestPage as the server answers a posted form', () => {
  it('shows the posted answers chosen and their result: 3 × 2 + 2 × 1 = 8, problem gambling', async () => {
    const form = new URLSearchParams('soru1=2&soru2=1&soru3=2&soru4=0&soru5=0&soru6=2&soru7=1&soru8=0&soru9=0');
    await renderAt(
      paths.selfTest,
      <SubmittedFormProvider form={form}>
        <SelfTestPage />
      </SubmittedFormProvider>,
    );
    expect(status().map((element) => element.textContent)).toEqual(['Toplam puanınız 27 üzerinden 8: Sorunlu kumar.']);
    expect((radio(2, 'Bazen') as HTMLInputElement).checked).toBe(true);
    expect((radio(4, 'Hiçbir zaman') as HTMLInputElement).checked).toBe(true);
    // The break's own form posts without scripts and brings the reader back here.
    expectBreakFirst(screen.getByRole('region', { name: 'Sonucunuz: Sorunlu kumar' }));
    const back = within(screen.getByRole('form', { name: 'Ara ver' })).getByDisplayValue(paths.selfTest);
    expect([back.getAttribute('type'), back.getAttribute('name')]).toEqual(['hidden', 'geri']);
  });

  it('marks the questions a posted form left out or answered out of range', async () => {
    await renderAt(
      paths.selfTest,
      <SubmittedFormProvider form={new URLSearchParams('soru1=0&soru2=9&soru3=0&soru4=0&soru5=0&soru6=0&soru7=0&soru8=0')}>
        <SelfTestPage />
      </SubmittedFormProvider>,
    );
    expect(within(question(2)).getByText(MISSING)).toBeVisible();
    expect(within(question(9)).getByText(MISSING)).toBeVisible();
    expect(screen.getAllByText(MISSING)).toHaveLength(2);
  });
});
