/**
 * How the site values a casino's offer for its pages: one standard play, the same for every casino, so the figures
 * compare. The method page (/bonus-degeri) states these rules in Turkish; change them together.
 *
 * - **Deposit:** a match bonus takes the deposit that earns the whole bonus (bonus ÷ match share), or the minimum
 *   deposit when that is more, or 100 when the match has no ceiling and no minimum is stated; any other bonus takes
 *   the minimum deposit (0 when none is stated: a no-deposit bonus).
 * - **Bet:** 1 % of the starting balance (deposit + bonus), rounded down to a whole cent, at least 0.01, and never
 *   above the maximum bet.
 * - **Game:** the casino's reference game, with its RTP and the standard deviation of its volatility class.
 * - 20,000 runs, seed 1.
 *
 * The figures are stored with a fingerprint of these inputs (`offerFingerprint`): a stored result whose fingerprint
 * differs from the one of the offer's current terms and game is stale and is never shown.
 */
import type { Volatility as VolatilityName } from '../volatility-levels.ts';
import { BONUS_VALUE_DEFAULT_SEED, BONUS_VALUE_RUNS, calculateBonusValue, type BonusValue, type BonusValueError, type OfferTerms } from './bonus-value.ts';
import type { VolatilityClass } from './volatility.ts';

/**
 * Bumped whenever the model or the standard play changes, so every stored figure is recomputed; the method page says
 * what each version changed. 2: exact binomial draws at every block size (BTRS instead of a normal shortcut), and a
 * standard bet no lower than the terms' minimum stake.
 */
export const OFFER_MODEL_VERSION = 2;

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
}

export interface StandardPlay {
  deposit: number;
  bet: number;
}

const stated = (value: number | null) => (value !== null && value > 0 ? value : null);
const DEFAULT_MATCH_DEPOSIT = 100;

/** The standard play's deposit (the rules above) and the bonus it earns. */
export function standardStart(terms: OfferTerms): { deposit: number; bonus: number } {
  const minDeposit = stated(terms.minDeposit) ?? 0;
  if (terms.bonusPercent === null || terms.bonusPercent <= 0) return { deposit: minDeposit, bonus: terms.bonusAmount };
  const full = terms.bonusAmount > 0 ? (terms.bonusAmount * 100) / terms.bonusPercent : Math.max(minDeposit, DEFAULT_MATCH_DEPOSIT);
  const deposit = Math.max(minDeposit, Math.round(full * 100) / 100);
  const match = (deposit * terms.bonusPercent) / 100;
  return { deposit, bonus: terms.bonusAmount > 0 ? Math.min(match, terms.bonusAmount) : match };
}

/**
 * The deposit and bet of the standard play of an offer: the bet is 1 % of the start (deposit + bonus), rounded down to
 * the cent, at least 0.01 and the minimum stake, at most the maximum bet.
 */
export function standardPlay(terms: OfferTerms): StandardPlay {
  const { deposit, bonus } = standardStart(terms);
  const onePercent = Math.floor(deposit + bonus) / 100;
  const maxBet = stated(terms.maxBet);
  // At least the terms' minimum stake, at most their maximum bet: where the minimum is above the maximum no bet is
  // allowed, the bet is the maximum, and the model refuses it as below the minimum.
  const floor = Math.max(0.01, onePercent, stated(terms.minStake) ?? 0);
  const bet = maxBet === null ? floor : Math.min(floor, maxBet);
  return { deposit, bet };
}

/** What the pages show of an offer: its figures with the play and game behind them, or why there are none. */
export type OfferValue =
  | { kind: 'value'; play: StandardPlay; game: ReferenceGame; value: BonusValue }
  | { kind: 'noGame' }
  | { kind: 'refused'; play: StandardPlay; game: ReferenceGame; error: BonusValueError };

/** The offer's value on the standard play, or why it has none (no reference game; terms the model refuses). */
export function valueOffer(terms: OfferTerms, game: ReferenceGame | null): OfferValue {
  if (!game) return { kind: 'noGame' };
  const play = standardPlay(terms);
  const result = calculateBonusValue({
    terms,
    deposit: play.deposit,
    bet: play.bet,
    rtpPercent: game.rtp,
    volatility: volatilityClassOf[game.volatility],
    runs: BONUS_VALUE_RUNS.default,
    seed: BONUS_VALUE_DEFAULT_SEED,
  });
  return result.kind === 'invalid' ? { kind: 'refused', play, game, error: result } : { kind: 'value', play, game, value: result };
}

/** The inputs a stored value was computed from, as one string: equal fingerprints, equal figures. */
export function offerFingerprint<T extends OfferTerms>(terms: T, game: ReferenceGame | null): string {
  const { bonusAmount, bonusPercent, wageringMultiple, wageringBase, minDeposit, maxBet, maxCashout, minStake } = terms;
  return JSON.stringify({
    model: OFFER_MODEL_VERSION,
    terms: [bonusAmount, bonusPercent, wageringMultiple, wageringBase, minDeposit, maxBet, maxCashout, minStake],
    game: game && [game.slug, game.rtp, game.volatility],
  });
}

/** The game a casino's offer is valued on, with its provider for the game page's link. */
export interface CasinoReferenceGame extends ReferenceGame {
  provider: string;
}

/**
 * A casino's offer value as the pages show it: the figures of the standard play above with the game
 * they were played on, or why there are none.
 */
export type CasinoOfferValue =
  | { kind: 'value'; play: StandardPlay; game: CasinoReferenceGame; value: BonusValue }
  | { kind: 'refused'; play: StandardPlay; game: CasinoReferenceGame; error: BonusValueError }
  | { kind: 'noGame' };
