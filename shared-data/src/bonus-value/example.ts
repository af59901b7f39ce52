/**
 * The method page's worked example (/bonus-degeri): one fixed offer on one fixed game, valued by the site's standard
 * play (`valueOffer`). The page works its closed form by hand in the text, so the offer is chosen for round figures:
 * a 100 % match up to 1,000 takes a deposit of 1,000 (bonus 1,000, balance 2,000), a bet of 1 % of 2,000 = 20 (under
 * the maximum bet of 50), a turnover of 35 × (1,000 + 1,000) = 70,000, an expected loss of 70,000 × 0.04 = 2,800 and
 * a closed-form value of 1,000 − 2,800 = −1,800. It also shows the closed form's blind spot: no player can lose more
 * than the 1,000 they deposit. The server computes the answer (`bonusValueExample`) and the page only shows it.
 */
import { volatilityLevels, type Volatility } from '../volatility-levels.ts';
import type { BonusValue, OfferTerms } from './bonus-value.ts';
import { valueOffer, volatilityClassOf, type ReferenceGame, type SensitivityRow, type StandardPlay } from './offer.ts';
import { payoutDistribution, VOLATILITY_STANDARD_DEVIATIONS, type PayoutDistribution } from './volatility.ts';

export const METHOD_EXAMPLE: { readonly terms: OfferTerms; readonly game: ReferenceGame } = {
  terms: {
    bonusAmount: 1000,
    bonusPercent: 100,
    wageringMultiple: 35,
    wageringBase: 'deposit_bonus',
    minDeposit: 100,
    maxBet: 50,
    maxCashout: null,
    minStake: 1,
  },
  game: { slug: 'ornek-oyun', name: 'Örnek oyun', rtp: 96, volatility: 'Orta' },
};

/** A volatility class as the method page's table shows it: its σ and the two-outcome spin it gives at an RTP. */
export interface VolatilityClassRow {
  volatility: Volatility;
  /** σ per unit bet. */
  standardDeviation: number;
  /** The spin at the example game's RTP: a win pays `win` times the bet, once every 1 / hitProbability spins. */
  payout: PayoutDistribution;
}

/** The content API's answer for the method page: the example offer, its standard play and figures, and the classes. */
export interface BonusValueExample {
  terms: OfferTerms;
  game: ReferenceGame;
  play: StandardPlay;
  value: BonusValue;
  /** The example at its minimum stake, standard bet and maximum bet. */
  sensitivity: SensitivityRow[];
  classes: VolatilityClassRow[];
}

/** The example valued on the standard play (20,000 runs, seed 1) and its two other bets: some 0.2 s of work, for the server to keep. */
export function bonusValueExample(): BonusValueExample {
  const { terms, game } = METHOD_EXAMPLE;
  const offer = valueOffer(terms, game);
  // A fixed input the model accepts (its test says so): a refusal here is a bug, not a reader's mistake.
  if (offer.kind !== 'value') throw new Error(`the method example was not valued: ${JSON.stringify(offer)}`);
  const rtp = game.rtp / 100;
  const classes = volatilityLevels.map((volatility) => {
    const standardDeviation = VOLATILITY_STANDARD_DEVIATIONS[volatilityClassOf[volatility]];
    return { volatility, standardDeviation, payout: payoutDistribution(rtp, standardDeviation) };
  });
  return { terms, game, play: offer.play, value: offer.value, sensitivity: offer.sensitivity, classes };
}
