// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { initialPopupState, popupReducer, type PopupEvent, type PopupState } from './popup-machine.ts';

const state = (patch: Partial<PopupState> = {}): PopupState => ({ ...initialPopupState, ...patch });
const seen = state({ hasSeenPopupSequence: true });
const channel = state({ openPopup: 'channelInvite' });
const top = state({ openPopup: 'topCasino' });
const carousel = (carouselIndex = 0) => state({ openPopup: 'carousel', carouselIndex });
const step = (by: 1 | -1, carouselSize = 4): PopupEvent => ({ type: 'carouselStepped', step: by, carouselSize });

describe('popupReducer', () => {
  it('starts with nothing open and the sequence not seen', () => {
    expect(initialPopupState).toEqual({ openPopup: null, carouselIndex: 0, hasSeenPopupSequence: false });
  });

  // One row per transition: [from, event, to].
  it.each<[string, PopupState, PopupEvent, PopupState]>([
    ['the delay opens the channel invite', state(), { type: 'delayElapsed' }, channel],
    ['closing the channel invite opens the top casino', channel, { type: 'channelInviteClosed' }, top],
    ['the join link of the channel invite opens the top casino', channel, { type: 'channelJoinClicked' }, top],
    ['closing the top casino opens the carousel at its first entry', top, { type: 'topCasinoClosed', carouselSize: 4 }, carousel(0)],
    ['closing the top casino with an empty carousel ends the sequence at once', top, { type: 'topCasinoClosed', carouselSize: 0 }, seen],
    ['next moves to the following entry', carousel(0), step(1), carousel(1)],
    ['next wraps from the last entry to the first', carousel(3), step(1), carousel(0)],
    ['previous moves to the entry before', carousel(2), step(-1), carousel(1)],
    ['previous wraps from the first entry to the last', carousel(0), step(-1), carousel(3)],
    ['a one-entry carousel stays on its entry', carousel(0), step(1, 1), carousel(0)],
    ['closing the carousel marks the sequence as seen', carousel(2), { type: 'carouselClosed' }, seen],
    ['an abort closes the open popup without marking it seen', top, { type: 'aborted' }, state()],
  ])('%s', (_, from, event, to) => {
    expect(popupReducer(from, event)).toEqual(to);
  });

  it.each<[string, PopupState, PopupEvent]>([
    ['the delay once the sequence was seen', seen, { type: 'delayElapsed' }],
    ['the delay while a popup is open', top, { type: 'delayElapsed' }],
    ['closing the channel invite when it is not open', top, { type: 'channelInviteClosed' }],
    ['the join link when the channel invite is not open', state(), { type: 'channelJoinClicked' }],
    ['closing the top casino when it is not open', channel, { type: 'topCasinoClosed', carouselSize: 4 }],
    ['stepping when the carousel is not open', top, step(1)],
    ['stepping an empty carousel', carousel(0), step(1, 0)],
    ['closing the carousel when it is not open', channel, { type: 'carouselClosed' }],
    ['an abort with nothing open', seen, { type: 'aborted' }],
  ])('ignores %s (same state object)', (_, from, event) => {
    expect(popupReducer(from, event)).toBe(from);
  });

  it('runs the whole sequence once per session', () => {
    const events: PopupEvent[] = [
      { type: 'delayElapsed' },
      { type: 'channelInviteClosed' },
      { type: 'topCasinoClosed', carouselSize: 4 },
      step(1),
      step(-1),
      step(-1),
      { type: 'carouselClosed' },
      { type: 'delayElapsed' },
    ];
    const visited = events.reduce<PopupState[]>((trail, event) => [...trail, popupReducer(trail.at(-1) ?? state(), event)], []);
    expect(visited.map((s) => [s.openPopup, s.carouselIndex])).toEqual([
      ['channelInvite', 0],
      ['topCasino', 0],
      ['carousel', 0],
      ['carousel', 1],
      ['carousel', 0],
      ['carousel', 3],
      [null, 0],
      [null, 0],
    ]);
    expect(visited.at(-1)?.hasSeenPopupSequence).toBe(true);
  });
});
