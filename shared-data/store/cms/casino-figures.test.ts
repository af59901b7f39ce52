import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CasinoOfferValue } from 'shared-data/bonus-value';
import type { Store } from '../database.ts';
import { previewCasinoOffer } from './casino-figures.ts';
import { getEntry, saveEntry } from './entries.ts';
import type { EntryDocument } from './types.ts';
import * as t from '../schema.ts';
import { testDrivers } from '../testing/test-stores.ts';

/**
 * Lalezar Casino's seeded offer: 250 TL bonus, wagering 30× the bonus, minimum deposit 100, on Sweet Bonanza (RTP
 * 96,48 %). The standard play deposits 100 and bets 1 % of 350 = 3,50; the closed form's turnover is 30 × 250 = 7.500
 * and its expected loss 7.500 × 3,52 % = 264, so its value is 250 − 264 = −14. At 60× the loss is 528 and the value −278.
 */
function figures(value: CasinoOfferValue | undefined) {
  if (value?.kind !== 'value') throw new Error(`no figures: ${JSON.stringify(value)}`);
  return value;
}

describe.each(testDrivers())('casino figures on $name', (driver) => {
  let store: Store;
  let lalezar: EntryDocument;
  let draftGameId: number;

  beforeAll(async () => {
    store = await driver.open('seeded');
    const [casino] = await store.db.select({ id: t.casinos.id }).from(t.casinos).where(eq(t.casinos.slug, 'lalezar-casino'));
    const doc = casino && (await getEntry(store.db, 'casinos', casino.id));
    if (!doc) throw new Error('no Lalezar Casino in the seed');
    lalezar = doc;
    const [game] = await store.db.update(t.games).set({ status: 'draft' }).where(eq(t.games.slug, 'starburst')).returning({ id: t.games.id });
    draftGameId = game?.id ?? 0;
  }, 60_000);
  afterAll(async () => {
    await store?.close();
  });

  it('reads a casino with the stored figures of its offer', () => {
    const value = figures(lalezar.offerValue);
    expect(value.game).toMatchObject({ slug: 'sweet-bonanza', name: 'Sweet Bonanza', provider: 'pragmatic-play', rtp: 96.48 });
    expect(value.play).toEqual({ deposit: 100, bet: 3.5 });
    expect(value.value.closedForm!.turnover).toBe(7500);
    expect(value.value.closedForm!.expectedLoss).toBeCloseTo(264, 9);
    expect(value.value.closedForm!.expectedValue).toBeCloseTo(-14, 9);
  });

  it('previews the unsaved terms without storing them', async () => {
    const preview = await previewCasinoOffer(store.db, { ...lalezar.values, wageringMultiple: '60' });
    if (!preview.ok) throw new Error(JSON.stringify(preview));
    expect(figures(preview.value).value.closedForm!.expectedLoss).toBeCloseTo(528, 9);
    expect(figures(preview.value).value.closedForm!.expectedValue).toBeCloseTo(-278, 9);
    // The stored figures are still those of 30×.
    const stored = await getEntry(store.db, 'casinos', lalezar.id);
    expect(figures(stored?.offerValue).value.closedForm!.expectedLoss).toBeCloseTo(264, 9);
  });

  it('answers why there are no figures: no reference game, or neither a cash bonus nor free spins with a stake', async () => {
    expect(await previewCasinoOffer(store.db, { ...lalezar.values, referenceGameId: '' })).toEqual({ ok: true, value: { kind: 'noGame' } });
    const nothing = await previewCasinoOffer(store.db, { ...lalezar.values, bonusAmount: '0', freeSpins: '100', freeSpinValue: '' });
    expect(nothing).toMatchObject({ ok: true, value: { kind: 'refused', error: { field: 'bonusAmount', code: 'notPositive' } } });
    // With a stake per spin, the free spins alone have a value.
    const spinsOnly = await previewCasinoOffer(store.db, { ...lalezar.values, bonusAmount: '0', freeSpins: '100' });
    expect(spinsOnly).toMatchObject({ ok: true, value: { kind: 'value', value: { bonus: 0, parts: [{ part: 'freeSpins' }] } } });
  });

  it('refuses what the save would refuse, on its field', async () => {
    expect(await previewCasinoOffer(store.db, { ...lalezar.values, wageringMultiple: 'çok' })).toEqual({
      ok: false,
      reason: 'invalid',
      fieldErrors: { wageringMultiple: { code: 'notNumber', label: 'wageringMultiple' } },
    });
    expect(await previewCasinoOffer(store.db, { ...lalezar.values, referenceGameId: String(draftGameId) })).toEqual({
      ok: false,
      reason: 'invalid',
      fieldErrors: { referenceGameId: { code: 'referenceGameNotPublic' } },
    });
  });

  it('answers a save with the figures of the offer as saved', async () => {
    const saved = await saveEntry(store.db, 'casinos', lalezar.id, lalezar.version, { ...lalezar.values, wageringMultiple: '60' }, 'admin-1');
    if (!saved.ok) throw new Error(JSON.stringify(saved));
    expect(figures(saved.entry.offerValue).value.closedForm!.expectedLoss).toBeCloseTo(528, 9);
    const noGame = await saveEntry(store.db, 'casinos', lalezar.id, saved.entry.version, { ...saved.entry.values, referenceGameId: '' }, 'admin-1');
    expect(noGame.ok && noGame.entry.offerValue).toEqual({ kind: 'noGame' });
  });
});
