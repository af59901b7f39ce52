// @vitest-environment node
import { vitalsBeaconSchema } from 'shared-data/cms';
import { MAX_SCRIPT_LENGTH, MAX_TARGET_LENGTH, MAX_VITALS_BEACON_BYTES } from 'shared-data/vitals';
import { describe, expect, it } from 'vitest';
import { beaconBody, scriptSource, targetText, type MeasuredInteraction } from './vitals-beacon.ts';

const origin = 'https://www.safebet.example';
const interaction: MeasuredInteraction = {
  target: 'main>form.sc-a.kHhG>input#oran-1',
  type: 'keyboard',
  inputDelay: 12.4,
  processingDuration: 180.6,
  presentationDelay: 37.5,
  scriptUrl: `${origin}/mfe/calculators/assets/surebet-Ab12.js?v=3#x`,
};
const bytes = (text: string) => new TextEncoder().encode(text).length;

describe('targetText', () => {
  it.each([
    ['main>form.sc-a.kHhG>input#oran-1', 'main form.sc-a.kHhG input#oran-1'],
    ['#menu-button', '#menu-button'],
    ['div>\u0007button<b>', 'div buttonb'],
    ['', ''],
  ])('%j is sent as %j', (selector, sent) => {
    expect(targetText(selector)).toBe(sent);
  });

  it(`keeps the end of a selector over ${MAX_TARGET_LENGTH} characters, where the element is`, () => {
    const sent = targetText(`${'div.çok-uzun-sınıf>'.repeat(20)}button#gönder`);
    expect(sent.length).toBeLessThanOrEqual(MAX_TARGET_LENGTH);
    expect(sent.endsWith('button#gönder')).toBe(true);
  });
});

describe('scriptSource', () => {
  it.each([
    [`${origin}/assets/index-H08iFVFI.js?v=1#top`, '/assets/index-H08iFVFI.js'],
    ['https://cdn.example/calculators/assets/x.js?token=secret', 'https://cdn.example/calculators/assets/x.js'],
    ['chrome-extension://abcdef/content.js', undefined],
    ['blob:https://www.safebet.example/1234', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%j is sent as %j', (url, sent) => {
    expect(scriptSource(url, origin)).toBe(sent);
  });

  it(`cuts an address to ${MAX_SCRIPT_LENGTH} characters`, () => {
    expect(scriptSource(`${origin}/${'a'.repeat(400)}.js`, origin)).toHaveLength(MAX_SCRIPT_LENGTH);
  });
});

describe('beaconBody', () => {
  it('rounds the values (ms whole, CLS to four places) and sends the attribution of INP, as the schema accepts it', () => {
    const body = beaconBody('calculator', { LCP: 1234.56, INP: 231.2, CLS: 0.051234, TTFB: 212.4, FCP: 800 }, interaction, origin);
    expect(JSON.parse(body ?? '')).toEqual({
      route: 'calculator',
      metrics: { LCP: 1235, INP: 231, CLS: 0.0512, TTFB: 212, FCP: 800 },
      inp: {
        target: 'main form.sc-a.kHhG input#oran-1',
        type: 'keyboard',
        inputDelay: 12,
        processingDuration: 181,
        presentationDelay: 38,
        script: '/mfe/calculators/assets/surebet-Ab12.js',
      },
    });
    expect(vitalsBeaconSchema.safeParse(JSON.parse(body ?? '')).success).toBe(true);
  });

  it('leaves out a value the server would refuse, and sends nothing when nothing is left', () => {
    expect(JSON.parse(beaconBody('home', { LCP: Number.NaN, CLS: 0.02, TTFB: 700_000, FCP: -1 }, undefined, origin) ?? '')).toEqual({
      route: 'home',
      metrics: { CLS: 0.02 },
    });
    expect(beaconBody('home', { LCP: Number.POSITIVE_INFINITY, CLS: 101 }, undefined, origin)).toBeNull();
    expect(beaconBody('home', {}, interaction, origin)).toBeNull();
  });

  it('sends an interaction only with its INP, and only when its element can be named', () => {
    expect(JSON.parse(beaconBody('games', { LCP: 900 }, interaction, origin) ?? '')).toEqual({ route: 'games', metrics: { LCP: 900 } });
    expect(JSON.parse(beaconBody('games', { INP: 80 }, { ...interaction, target: '' }, origin) ?? '')).toEqual({ route: 'games', metrics: { INP: 80 } });
    expect(JSON.parse(beaconBody('games', { INP: 80 }, { ...interaction, scriptUrl: undefined }, origin) ?? '').inp.script).toBeUndefined();
  });

  it(`stays within ${MAX_VITALS_BEACON_BYTES} bytes with every text at its longest, in three-byte letters`, () => {
    const longest = { ...interaction, target: 'ğ'.repeat(400), scriptUrl: `https://ğ.example/${'ş'.repeat(400)}` };
    const body = beaconBody('bonusValueMethod', { LCP: 600_000, INP: 600_000, CLS: 99.9999, TTFB: 600_000, FCP: 600_000 }, longest, origin) ?? '';
    expect(bytes(body)).toBeLessThanOrEqual(MAX_VITALS_BEACON_BYTES);
    expect(vitalsBeaconSchema.safeParse(JSON.parse(body)).success).toBe(true);
  });

  it('over its bound, leaves out the script first, then the attribution', () => {
    const full = beaconBody('calculator', { INP: 231 }, interaction, origin) ?? '';
    const withoutScript = beaconBody('calculator', { INP: 231 }, { ...interaction, scriptUrl: undefined }, origin) ?? '';
    const bare = beaconBody('calculator', { INP: 231 }, undefined, origin) ?? '';
    expect(beaconBody('calculator', { INP: 231 }, interaction, origin, bytes(full))).toBe(full);
    expect(beaconBody('calculator', { INP: 231 }, interaction, origin, bytes(full) - 1)).toBe(withoutScript);
    expect(beaconBody('calculator', { INP: 231 }, interaction, origin, bytes(withoutScript) - 1)).toBe(bare);
    expect(beaconBody('calculator', { INP: 231 }, interaction, origin, bytes(bare) - 1)).toBeNull();
  });
});
