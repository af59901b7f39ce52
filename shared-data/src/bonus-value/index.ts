/**
 * The bonus-value model (`shared-data/bonus-value`): what a casino bonus offer is worth, by the wagering calculator's
 * closed form and by a seeded simulation of the offer played many times on a game of given RTP and volatility. Pure
 * and framework-free; input it cannot use is refused with a typed code (`InvalidInput`), which the UI words. The
 * method, its figures and their sources: METHOD.md in this folder.
 */
export {
  BONUS_TYPES,
  BONUS_VALUE_RUNS,
  calculateBonusValue,
  type BonusType,
  type BonusValue,
  type BonusValueError,
  type BonusValueField,
  type BonusValueInput,
  type BonusValueResult,
  bonusOf,
  MAX_SPINS_PER_RUN,
  RUNS_TARGET,
  targetStandardError,
  type GameClass,
  type OfferTerms,
  type PartValue,
  type PlayedGame,
  type Volatility,
} from './bonus-value.ts';
export { precisionOf, shareInterval, valueInterval, Z95, type Interval } from './uncertainty.ts';
export {
  payoutDistribution,
  VOLATILITY_CLASSES,
  VOLATILITY_STANDARD_DEVIATIONS,
  type PayoutDistribution,
  type VolatilityClass,
} from './volatility.ts';
export { cashoutHistogram, HISTOGRAM_BINS, type ValueHistogram } from './histogram.ts';
export { bonusValueExample, METHOD_EXAMPLE, type BonusValueExample, type VolatilityClassRow } from './example.ts';
export {
  MIN_STAKE_UNSTATED,
  OFFER_MODEL_VERSION,
  offerFingerprint,
  standardPlay,
  standardStart,
  valueOffer,
  volatilityClassOf,
  type CasinoOfferValue,
  type CasinoReferenceGame,
  type OfferValue,
  type ReferenceGame,
  type SensitivityBet,
  type SensitivityRow,
  type StandardPlay,
} from './offer.ts';
export {
  BONUS_TYPE_POINTS,
  BONUS_TYPE_WEIGHT,
  GRADE_BANDS,
  gradeOffer,
  TERM_BANDS,
  type Grade,
  type GradedTerm,
  type GradedTerms,
  type OfferGrade,
  type RedFlag,
} from './grade.ts';
