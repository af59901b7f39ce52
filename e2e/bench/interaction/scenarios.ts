/**
 * The interactions the bench measures, each scripted as a reader on a phone does it: a tap on a field, then its
 * text key by key, by the labels and roles a reader sees. `ready` waits for what the interaction needs (the page's
 * scripts, where they are what answers it); `act` interacts and waits for the answer on screen.
 */
import { expect, type Page } from '@playwright/test';
import { paths } from 'shared-data';

export interface Scenario {
  name: string;
  path: string;
  ready(page: Page): Promise<void>;
  act(page: Page): Promise<void>;
}

/**
 * Between one key and the next: long enough that each key is an interaction of its own, short enough to be typing
 * (a quick reader's 10 keys a second). Playwright holds each key down this long, then releases it.
 */
export const KEY_DELAY_MS = 100;

/** Taps a text field and types `text` into it key by key. */
async function typeInto(field: ReturnType<Page['getByLabel']>, text: string) {
  await field.tap();
  await field.pressSequentially(text, { delay: KEY_DELAY_MS });
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

export const scenarios: Scenario[] = [
  {
    name: 'surebet: odds typed (hub)',
    path: paths.calculators,
    ready: async (page) => {
      await expect(heading(page, 'Bahis Hesaplayıcı')).toBeVisible();
    },
    act: async (page) => {
      const surebet = page.getByRole('region', { name: /Surebet/ });
      await typeInto(surebet.getByLabel('1. Sonuç Oranı'), '2,10');
      await typeInto(surebet.getByLabel('2. Sonuç Oranı'), '2,10');
      await expect(surebet.getByTestId('surebet-result')).toContainText('Arbitraj Fırsatı Var! Kâr: 5,00 TL');
    },
  },
  {
    name: 'coupon: odds and stake typed',
    path: paths.calculator('sistem'),
    ready: async (page) => {
      await expect(heading(page, 'Sistem ve Kupon Hesaplayıcı')).toBeVisible();
    },
    act: async (page) => {
      const odds = (n: number) => page.getByLabel(`${n}. seçim oranı`, { exact: true });
      await typeInto(odds(1), '1,50');
      await typeInto(odds(2), '2,00');
      await typeInto(odds(3), '2,50');
      await typeInto(page.getByLabel('Kolon tutarı (TL)'), '5');
      await expect(page.getByTestId('coupon-result')).toContainText('Kupon bedeli');
    },
  },
  {
    name: 'fair odds: odds typed',
    path: paths.calculator('adil-oran'),
    ready: async (page) => {
      await expect(heading(page, 'Adil Oran (Marj Kaldırma) Hesaplayıcı')).toBeVisible();
    },
    act: async (page) => {
      await typeInto(page.getByLabel('1. Sonuç Oranı'), '1,80');
      await typeInto(page.getByLabel('2. Sonuç Oranı'), '2,00');
      await expect(page.getByTestId('fair-odds-result')).toContainText('Bahisçi marjı (overround): 5,56%');
    },
  },
  {
    name: 'menu: opened and closed',
    path: paths.home,
    ready: async (page) => {
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    },
    act: async (page) => {
      const header = page.getByRole('banner');
      const menu = header.getByRole('navigation', { name: 'Ana menü' });
      await header.getByRole('button', { name: 'Menü', exact: true }).tap();
      await expect(menu).toBeVisible();
      await header.getByRole('button', { name: 'Menüyü Kapat' }).tap();
      await expect(menu).toBeHidden();
    },
  },
  {
    name: 'search: opened, query typed',
    path: paths.home,
    ready: async (page) => {
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    },
    act: async (page) => {
      await page.getByRole('banner').getByRole('button', { name: 'Ara' }).tap();
      const dialog = page.getByRole('dialog', { name: 'Sitede Ara' });
      const field = dialog.getByRole('searchbox', { name: 'Aranacak kelime' });
      await expect(field).toBeFocused();
      await field.pressSequentially('bonanza', { delay: KEY_DELAY_MS });
      await expect(dialog.getByRole('status')).toHaveText(/sonuç bulundu/);
    },
  },
  {
    name: 'games: filters chosen',
    path: paths.games,
    ready: async (page) => {
      await expect(heading(page, 'Oyunlar')).toBeVisible();
    },
    // A phone opens its own picker for a select, which no script can drive; the keyboard changes the choice of a
    // focused select in one trusted interaction, as a pick in the picker does.
    act: async (page) => {
      const main = page.getByRole('main');
      const status = main.getByRole('status').filter({ hasText: /oyun bulundu/ });
      const all = await status.textContent();
      const volatility = main.getByLabel('Volatilite');
      await volatility.focus();
      await volatility.press('ArrowDown');
      await expect(volatility).toHaveValue('dusuk');
      await expect(status).not.toHaveText(all ?? '');
      const lowOnly = await status.textContent();
      const sort = main.getByLabel('Sırala');
      await sort.focus();
      await sort.press('ArrowDown');
      await expect(sort).toHaveValue('ad');
      await expect(page).toHaveURL(/sirala=ad/);
      await expect(status).toHaveText(lowOnly ?? '');
    },
  },
  {
    name: 'bet log: a bet typed and added',
    path: paths.calculator('kupon-defteri'),
    ready: async (page) => {
      await expect(page.getByRole('form', { name: 'Bahis ekle' })).toBeVisible();
    },
    act: async (page) => {
      const form = page.getByRole('form', { name: 'Bahis ekle' });
      const exact = { exact: true };
      await typeInto(form.getByLabel('Pazar', exact), '1X2');
      await typeInto(form.getByLabel('Oran', exact), '2,10');
      await typeInto(form.getByLabel('Tutar (TL)', exact), '100');
      await form.getByRole('button', { name: 'Bahsi ekle' }).tap();
      await expect(page.getByRole('table', { name: 'Bahisler (1), en yenisi üstte' })).toBeVisible();
    },
  },
];
