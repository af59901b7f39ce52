import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from 'shared-data';
import { afterEach, describe, expect, it } from 'vitest';
import { acting, renderAt, resetContentApi } from '../../test-utils.tsx';
import { SpendingPlannerPage } from './spending-planner-page.tsx';

afterEach(resetContentApi);

const figure = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('SpendingPlannerPage', () => {
  it('asks for the four inputs before it shows a plan', async () => {
    await renderAt(paths.spendingPlanner, <SpendingPlannerPage />);
    for (const label of ['Aylık net gelir (TL)', 'Sabit giderler (TL)', 'Eğlence payı (%)', 'Dönüş başına bahis (TL)']) {
      expect((screen.getByLabelText(label) as HTMLInputElement).value).toBe('');
    }
    expect(screen.getByTestId('spending-plan').textContent).toBe("Sonuç için dört alanı doldurup 'Planı Hesapla'ya basın.");
  });

  it('shows the plan of a saved address', async () => {
    // (20,000 − 15,000) × 2 % = 100; × 12 / 52 = 23.08; 10 TL × 600 × 4 % = 240 an hour: 5 minutes; 10 and 2 spins.
    await renderAt(`${paths.spendingPlanner}?gelir=20.000&gider=15000&pay=2&bahis=10`, <SpendingPlannerPage />);
    expect(figure('Aylık kayıp sınırı')).toBe('100,00 TL');
    expect(figure('Haftalık kayıp sınırı')).toBe('23,08 TL');
    expect(figure('Oturum süresi sınırı')).toBe('5 dakika');
    expect(figure('10,00 TL bahisle aylık sınır')).toBe('10 dönüş');
    expect(figure('10,00 TL bahisle haftalık sınır')).toBe('2 dönüş');
    // Under the guideline (1 % of 20,000 = 200): no warning.
    expect(screen.queryByText(/Düşük Riskli Kumar Rehberi'nin önerdiği/)).toBeNull();
  });

  it('keeps a sent form in the address and computes it: 520 a month, 120 a week, capped at 60 minutes', async () => {
    const user = userEvent.setup();
    await renderAt(paths.spendingPlanner, <SpendingPlannerPage />);
    await acting(async () => {
      await user.type(screen.getByLabelText('Aylık net gelir (TL)'), '30.000');
      await user.type(screen.getByLabelText('Sabit giderler (TL)'), '17000');
      await user.type(screen.getByLabelText('Eğlence payı (%)'), '4');
      await user.type(screen.getByLabelText('Dönüş başına bahis (TL)'), '2');
      await user.click(screen.getByRole('button', { name: 'Planı Hesapla' }));
    });
    expect(screen.getByTestId('location').textContent).toBe(`${paths.spendingPlanner}?gelir=30.000&gider=17000&pay=4&bahis=2`);
    expect(figure('Aylık kayıp sınırı')).toBe('520,00 TL');
    expect(figure('Haftalık kayıp sınırı')).toBe('120,00 TL');
    expect(figure('Oturum süresi sınırı')).toBe('60 dakika');
    expect(figure('2,00 TL bahisle aylık sınır')).toBe('260 dönüş');
    // 520 is over 1 % of 30,000 = 300.
    expect(screen.getByText(/Düşük Riskli Kumar Rehberi'nin önerdiği aylık sınırın \(gelirin %1'i, 300,00 TL\) üzerinde/)).toBeVisible();
  });

  it('sends the form with Enter from a field, which keeps the focus and what was typed', async () => {
    const user = userEvent.setup();
    await renderAt(`${paths.spendingPlanner}?gelir=30000&gider=17000&pay=4&bahis=2`, <SpendingPlannerPage />);
    const bet = screen.getByLabelText('Dönüş başına bahis (TL)');
    await acting(async () => {
      await user.clear(bet);
      await user.type(bet, '10{Enter}');
    });
    expect(screen.getByTestId('location').textContent).toBe(`${paths.spendingPlanner}?gelir=30000&gider=17000&pay=4&bahis=10`);
    // 10 × 600 × 4 % = 240 an hour; 120 / 240 × 60 = 30 minutes.
    expect(figure('Oturum süresi sınırı')).toBe('30 dakika');
    expect(document.activeElement).toBe(bet);
    expect((bet as HTMLInputElement).value).toBe('10');
  });

  it('says beside the field, in Turkish, why a value cannot be used', async () => {
    await renderAt(`${paths.spendingPlanner}?gelir=10000&gider=12000&pay=4&bahis=2`, <SpendingPlannerPage />);
    const costs = screen.getByLabelText('Sabit giderler (TL)');
    expect(costs.getAttribute('aria-invalid')).toBe('true');
    const described = (costs.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('Sabit giderler gelirinize eşit ya da ondan büyük: eğlenceye para kalmıyor, kumara bütçe ayırmayın.');
    expect(screen.getByLabelText('Aylık net gelir (TL)')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Aylık kayıp sınırı')).toBeNull();
  });

  it('warns when the bet is larger than the weekly limit', async () => {
    // (10,000 − 9,000) × 5 % = 50 a month, 11.54 a week: a 20 TL bet buys no spin a week.
    await renderAt(`${paths.spendingPlanner}?gelir=10000&gider=9000&pay=5&bahis=20`, <SpendingPlannerPage />);
    expect(figure('20,00 TL bahisle haftalık sınır')).toBe('0 dönüş');
    expect(screen.getByText(/Seçtiğiniz bahis haftalık sınırınızdan büyük/)).toBeVisible();
  });
});
