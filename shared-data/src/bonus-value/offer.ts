/**
 * How the site values a casino's offer for its pages: one standard play, the same for every casino, so the figures
 * compare. The method page (/bonus-degeri) states these rules in Turkish; change them together.
 *
 * - **Deposit:** a match bonus takes the deposit that earns the whole bonus (bonus ÷ match share), or the minimum
 *   deposit when that is more, or 100 when the match has no ceiling and no minimum is stated; any other bonus takes
 *   the minimum deposit (0 when none is stated: a no-deposit bonus).
 * - **Bet:** 1 % of the starting balance (deposit + bonus; the free spins' stakes for free spins alone), rounded down
 *   to a whole cent, at least 0.01 and the minimum stake, and never above the maximum bet. The same bet wagers both
 *   parts of an offer.
 * - **Game:** the casino's reference game, with its RTP and the standard deviation of its volatility class; the free
 *   spins on their own slot (the reference game when none is chosen).
 * - Runs: 20,000, or more until the standard error is within 2 % of the start (1 unit at least); seed 1.
 * - **Bet sensitivity:** the same offer again at the minimum stake (MIN_STAKE_UNSTATED when the terms state none) and
 *   at the maximum bet (when stated).
 *
 * The figures are stored with a fingerprint of these inputs (`offerFingerprint`): a stored result whose fingerprint
 * differs from the one of the offer's current terms and game is stale and is never shown.
 */
import type { Volatility as VolatilityName } from '../volatility-levels.ts';
import {
  BONUS_VALUE_DEFAULT_SEED,
  bonusOf,
  calculateBonusValue,
  type BonusValue,
  type BonusValueError,
  type GameClass,
  type OfferTerms,
  valuedFreeSpins,
} from './bonus-value.ts';
import type { VolatilityClass } from './volatility.ts';

/**
 * Bumped whenever the model or the standard play changes, so every stored figure is recomputed; the method page says
 * what each version changed. 2: exact binomial draws at every block size (BTRS instead of a normal shortcut), and a
 * standard bet no lower than the terms' minimum stake. 3: the bonus type, the game class's contribution and the free
 * spins valued; runs chosen by a target standard error; bet sensitivity; shares instead of percentiles.
 */
export const OFFER_MODEL_VERSION = 3;

/** The stored volatility names of games, as the model's classes. */
export const volatilityClassOf: Readonly<Record<VolatilityName, VolatilityClass>> = {
  Düşük: 'low',
  Orta: 'medium',
  Yüksek: 'high',
  'Çok Yüksek': 'veryHigh',
};

/** The game an offer is played on. */
export interface ReferenceGame {
  slug: string;
  name: string;
  rtp: number;
  volatility: VolatilityName;
  /** Slot or live casino, for the terms' contribution; a slot when left out. */
  type?: GameClass;
}

export interface StandardPlay {
  deposit: number;
  bet: number;
}

const stated = (value: number | null | undefined) => (value !== null && value !== undefined && value > 0 ? value : null);
const DEFAULT_MATCH_DEPOSIT = 100;
/** The stake of the bet-sensitivity row "at the minimum stake" when the terms state none: slots' usual least stake. */
export const MIN_STAKE_UNSTATED = 0.1;
/** Runs of each other row of the sensitivity table (the standard row is the standard play's figures). */
export const SENSITIVITY_RUNS = 5_000;

/** The standard play's deposit (the rules above) and the bonus it earns. */
export function standardStart(terms: OfferTerms): { deposit: number; bonus: number } {
  const minDeposit = stated(terms.minDeposit) ?? 0;
  let deposit = minDeposit;
  if (terms.bonusPercent !== null && terms.bonusPercent > 0) {
    const full = terms.bonusAmount > 0 ? (terms.bonusAmount * 100) / terms.bonusPercent : Math.max(minDeposit, DEFAULT_MATCH_DEPOSIT);
    deposit = Math.max(minDeposit, Math.round(full * 100) / 100);
  }
  return { deposit, bonus: bonusOf(terms, deposit) };
}

/**
 * The deposit and bet of the standard play of an offer: the bet is 1 % of the start (deposit + bonus, or the free
 * spins' stakes when there is no bonus), rounded down to the cent, at least 0.01 and the minimum stake, at most the
 * maximum bet.
 */
export function standardPlay(terms: OfferTerms): StandardPlay {
  const { deposit, bonus } = standardStart(terms);
  const freeSpins = valuedFreeSpins(terms);
  const start = bonus > 0 ? deposit + bonus : freeSpins ? freeSpins.spins * freeSpins.value : deposit;
  return { deposit, bet: withinBets(terms, Math.floor(start) / 100) };
}

/**
 * A bet within the terms: at least 0.01 and the minimum stake, at most the maximum bet. Where the minimum is above the
 * maximum no bet is allowed; the bet is then the maximum, and the model refuses it as below the minimum.
 */
function withinBets(terms: OfferTerms, bet: number): number {
  const floor = Math.max(0.01, bet, stated(terms.minStake) ?? 0);
  const maxBet = stated(terms.maxBet);
  return maxBet === null ? floor : Math.min(floor, maxBet);
}

/** The three bets of the sensitivity table. */
export type SensitivityBet = 'minStake' | 'standard' | 'maxBet';

/** The offer at one bet: the figures that move with it, or why the model refuses that bet. */
export type SensitivityRow =
  | { at: SensitivityBet; bet: number; kind: 'value'; expectedNetValue: number; standardError: number; finishProbability: number; runs: number }
  | { at: SensitivityBet; bet: number; kind: 'refused'; error: BonusValueError };

/** What the pages show of an offer: its figures with the play and game behind them, or why there are none. */
export type OfferValue =
  | { kind: 'value'; play: StandardPlay; game: ReferenceGame; freeSpinGame: ReferenceGame | null; value: BonusValue; sensitivity: SensitivityRow[] }
  | { kind: 'noGame' }
  | { kind: 'refused'; play: StandardPlay; game: ReferenceGame; error: BonusValueError };

function valueAt(terms: OfferTerms, game: ReferenceGame, freeSpinGame: ReferenceGame | null, deposit: number, bet: number, runs?: number) {
  const spinGame = freeSpinGame ?? game;
  return calculateBonusValue({
    terms,
    deposit,
    bet,
    rtpPercent: game.rtp,
    volatility: volatilityClassOf[game.volatility],
    gameClass: game.type ?? 'slot',
    freeSpinGame: { rtpPercent: spinGame.rtp, volatility: volatilityClassOf[spinGame.volatility] },
    seed: BONUS_VALUE_DEFAULT_SEED,
    ...(runs === undefined ? {} : { runs }),
  });
}

/**
 * The offer's value on the standard play with its bet sensitivity, or why it has none (no reference game; terms the
 * model refuses). The free spins are played on `freeSpinGame`, or on the reference game when it is null.
 */
export function valueOffer(terms: OfferTerms, game: ReferenceGame | null, freeSpinGame: ReferenceGame | null = null): OfferValue {
  if (!game) return { kind: 'noGame' };
  const play = standardPlay(terms);
  const result = valueAt(terms, game, freeSpinGame, play.deposit, play.bet);
  if (result.kind === 'invalid') return { kind: 'refused', play, game, error: result };
  // Without a wagering the bet changes nothing: no table.
  const wagered = result.parts.some((part) => (part.part === 'match' ? stated(terms.wageringMultiple) : stated(terms.freeSpinWagering)) !== null);
  if (!wagered) return { kind: 'value', play, game, freeSpinGame, value: result, sensitivity: [] };
  const bets: Array<[SensitivityBet, number]> = [['minStake', withinBets(terms, stated(terms.minStake) ?? MIN_STAKE_UNSTATED)], ['standard', play.bet]];
  const maxBet = stated(terms.maxBet);
  if (maxBet !== null) bets.push(['maxBet', maxBet]);
  const sensitivity = bets.map(([at, bet]): SensitivityRow => {
    const figures = bet === play.bet ? result : valueAt(terms, game, freeSpinGame, play.deposit, bet, SENSITIVITY_RUNS);
    if (figures.kind === 'invalid') return { at, bet, kind: 'refused', error: figures };
    const { expectedNetValue, standardError, finishProbability, runs } = figures;
    return { at, bet, kind: 'value', expectedNetValue, standardError, finishProbability, runs };
  });
  return { kind: 'value', play, game, freeSpinGame, value: result, sensitivity };
}

/** The inputs a stored value was computed from, as one string: equal fingerprints, equal figures. */
export function offerFingerprint<T extends OfferTerms>(terms: T, game: ReferenceGame | null, freeSpinGame: ReferenceGame | null = null): string {
  const { bonusAmount, bonusPercent, wageringMultiple, wageringBase, minDeposit, maxBet, maxCashout, minStake } = terms;
  const { bonusType, slotContribution, liveContribution, freeSpins, freeSpinValue, freeSpinWagering, freeSpinMaxCashout, freeSpinsFirst } = terms;
  const gameKey = (g: ReferenceGame | null) => g && [g.slug, g.rtp, g.volatility, g.type ?? 'slot'];
  return JSON.stringify({
    model: OFFER_MODEL_VERSION,
    terms: [bonusAmount, bonusPercent, wageringMultiple, wageringBase, minDeposit, maxBet, maxCashout, minStake],
    offer: [
      bonusType ?? 'cashable',
      slotContribution ?? null,
      liveContribution ?? null,
      freeSpins ?? 0,
      freeSpinValue ?? null,
      freeSpinWagering ?? null,
      freeSpinMaxCashout ?? null,
      freeSpinsFirst ?? false,
    ],
    game: gameKey(game),
    freeSpinGame: gameKey(freeSpinGame),
  });
}

/** The game a casino's offer is valued on, with its provider for the game page's link. */
export interface CasinoReferenceGame extends ReferenceGame {
  provider: string;
}

/**
 * A casino's offer value as the pages show it: the figures of the standard play above with the games
 * they were played on, or why there are none.
 */
export type CasinoOfferValue =
  | {
      kind: 'value';
      play: StandardPlay;
      game: CasinoReferenceGame;
      freeSpinGame: CasinoReferenceGame | null;
      value: BonusValue;
      sensitivity: SensitivityRow[];
    }
  | { kind: 'refused'; play: StandardPlay; game: CasinoReferenceGame; error: BonusValueError }
  | { kind: 'noGame' };
