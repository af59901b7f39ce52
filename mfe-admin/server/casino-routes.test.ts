import type { FastifyInstance } from 'fastify';
import type { CasinoOfferValue } from 'shared-data';
import type { Store } from '@shared-data/store';
import { testDrivers } from '@shared-data/store/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { EntryDocument, EntrySummary, OfferPreviewResult, SaveResult } from './contract.ts';
import { guardMessages } from './guard.ts';
import { admin, buildApi, call, closeApis, openSeededStoreWithEditor, signedInApi } from './test-utils.ts';

const EDITOR = { username: 'editor-mert', password: 'editörün-uzun-şifresi' };

/** The figures of a value that must have them. */
function figures(value: CasinoOfferValue | undefined) {
  if (value?.kind !== 'value') throw new Error(`no figures: ${JSON.stringify(value)}`);
  return value;
}

// Lalezar Casino's seeded offer: 250 TL, wagering 30× the bonus, minimum deposit 100, valued on Sweet Bonanza (RTP
// 96,48 %). The standard play deposits 100 and bets 1 % of 100 + 250 = 3,50; the closed form turns over
// 30 × 250 = 7.500 and expects to lose 7.500 × 3,52 % = 264 of it (value 250 − 264 = −14). At 60×: 528 and −278.
describe.each(testDrivers())('casino routes on $name', (driver) => {
  let store: Store;
  beforeAll(async () => {
    store = await openSeededStoreWithEditor(driver, EDITOR);
  }, 60_000);
  afterAll(async () => {
    await store?.close();
  });
  afterEach(closeApis);

  const signedIn = (who: 'admin' | 'editor' = 'admin') => signedInApi(store, who === 'editor' ? EDITOR : undefined);

  async function lalezar(app: FastifyInstance, cookie: string): Promise<EntryDocument> {
    const casinos = (await call(app, 'GET', '/content/casinos', cookie)).json<EntrySummary[]>();
    const id = casinos.find((c) => c.slug === 'lalezar-casino')?.id;
    return (await call(app, 'GET', `/content/casinos/${id}`, cookie)).json<EntryDocument>();
  }

  it('answers an editor 403 on every casino and popup route, reads too, whatever the body', async () => {
    const { app, cookie } = await signedIn('editor');
    const attempts = [
      call(app, 'GET', '/casinos', cookie),
      call(app, 'GET', '/content/casinos', cookie),
      call(app, 'GET', '/content/casinos/1', cookie),
      call(app, 'PUT', '/content/casinos/1', cookie, {}),
      call(app, 'DELETE', '/content/casinos/1', cookie),
      call(app, 'POST', '/content/casinos/1/duplicate', cookie),
      call(app, 'POST', '/content/casinos/order', cookie, '{'),
      call(app, 'GET', '/content/popup', cookie),
      call(app, 'POST', '/content/popup', cookie, { values: { casinoId: '1', status: 'draft' } }),
      call(app, 'POST', '/casinos/value-preview', cookie, { values: {} }),
      call(app, 'POST', '/casinos/value-preview', cookie, '{'),
    ];
    for (const res of await Promise.all(attempts)) {
      expect([res.statusCode, res.json()]).toEqual([403, { error: 'forbidden', message: guardMessages.forbidden }]);
    }
    // The rest of the catalogue stays the editor's.
    expect((await call(app, 'GET', '/games', cookie)).statusCode).toBe(200);
  });

  it('lists the casinos, drafts included, to an admin', async () => {
    const { app, cookie } = await signedIn();
    const res = await call(app, 'GET', '/casinos', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json<Array<{ slug: string }>>().map((c) => c.slug)).toContain('lalezar-casino');
  });

  it('answers the value preview 401 without a session', async () => {
    const { app } = await buildApi({ admin, store });
    const res = await call(app, 'POST', '/casinos/value-preview', undefined, { values: {} });
    expect([res.statusCode, res.json()]).toEqual([401, { error: 'unauthenticated', message: guardMessages.unauthenticated }]);
  });

  it("serves a casino's document with the stored figures of its offer", async () => {
    const { app, cookie } = await signedIn();
    const value = figures((await lalezar(app, cookie)).offerValue);
    expect(value.game).toMatchObject({ slug: 'sweet-bonanza', name: 'Sweet Bonanza', provider: 'pragmatic-play', rtp: 96.48 });
    expect(value.play).toEqual({ deposit: 100, bet: 3.5 });
    expect(value.value.closedForm!.expectedLoss).toBeCloseTo(264, 9);
    expect(value.value.closedForm!.expectedValue).toBeCloseTo(-14, 9);
    expect(value.value.finishProbability).toBeGreaterThan(0);
    expect(value.value.finishProbability).toBeLessThan(1);
  });

  it('previews the figures of unsaved values and stores nothing', async () => {
    const { app, cookie } = await signedIn();
    const doc = await lalezar(app, cookie);
    const res = await call(app, 'POST', '/casinos/value-preview', cookie, { values: { ...doc.values, wageringMultiple: '60' } });
    expect(res.statusCode).toBe(200);
    const preview = figures(res.json<OfferPreviewResult>().value);
    expect(preview.value.closedForm!.expectedLoss).toBeCloseTo(528, 9);
    expect(preview.value.closedForm!.expectedValue).toBeCloseTo(-278, 9);
    const again = await lalezar(app, cookie);
    expect(again.version).toBe(doc.version);
    expect(figures(again.offerValue).value.closedForm!.expectedLoss).toBeCloseTo(264, 9);
    const noGame = await call(app, 'POST', '/casinos/value-preview', cookie, { values: { ...doc.values, referenceGameId: '' } });
    expect(noGame.json()).toEqual({ value: { kind: 'noGame' } });
  });

  it('answers values the save would refuse with 400 and the Turkish message on each field', async () => {
    const { app, cookie } = await signedIn();
    const doc = await lalezar(app, cookie);
    const res = await call(app, 'POST', '/casinos/value-preview', cookie, { values: { ...doc.values, wageringMultiple: 'çok', ratingBonus: '5,5' } });
    expect([res.statusCode, res.json()]).toEqual([
      400,
      {
        error: 'invalid',
        message: 'Formda düzeltilmesi gereken alanlar var.',
        fieldErrors: { ratingBonus: 'Bonus ve koşullar puanı en fazla 5 olabilir.', wageringMultiple: 'Çevrim şartı bir sayı olmalı (ör. 2,5).' },
      },
    ]);
    const games = (await call(app, 'GET', '/content/games', cookie)).json<EntrySummary[]>();
    const missing = Math.max(...games.map((g) => g.id)) + 1;
    const unknownGame = await call(app, 'POST', '/casinos/value-preview', cookie, { values: { ...doc.values, referenceGameId: String(missing) } });
    expect([unknownGame.statusCode, unknownGame.json().fieldErrors]).toEqual([400, { referenceGameId: 'Seçilen referans oyun bulunamadı.' }]);
    const noValues = await call(app, 'POST', '/casinos/value-preview', cookie, { terms: {} });
    expect([noValues.statusCode, noValues.json()]).toEqual([400, { error: 'bad_request', message: 'Geçersiz istek.' }]);
  });

  it('answers a save with the figures of the offer as saved', async () => {
    const { app, cookie } = await signedIn();
    const doc = await lalezar(app, cookie);
    const res = await call(app, 'PUT', `/content/casinos/${doc.id}`, cookie, { version: doc.version, values: { ...doc.values, wageringMultiple: '60' } });
    expect(res.statusCode).toBe(200);
    expect(figures(res.json<SaveResult>().entry.offerValue).value.closedForm!.expectedLoss).toBeCloseTo(528, 9);
  });
});
