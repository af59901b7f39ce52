/**
 * The betting calculators' rules and the bet log's: pure functions, imported by the apps that compute with them
 * (`shared-data/betting`). They are not part of the shared singleton set, so a page that computes nothing downloads
 * none of them. A calculator's rule refuses input with a typed code (`InvalidInput`); the calculators' UI words it.
 * The bet log's check words its refusals itself (bet-log.ts says why).
 */
export type { InvalidInput, NotANumber, NumberProblem, NumberRule, Overflow, RuleProblem } from './input-checks.ts';
export {
  calculateMatchedBet,
  type MatchedBet,
  type MatchedBetError,
  type MatchedBetField,
  type MatchedBetInput,
  type MatchedBetResult,
  type MatchedBetType,
} from './matched-betting.ts';
export { calculateHedge, type Hedge, type HedgeError, type HedgeField, type HedgeInput, type HedgeResult } from './hedge.ts';
export {
  calculateDutching,
  DUTCHING_MAX_SELECTIONS,
  DUTCHING_MIN_SELECTIONS,
  type Dutching,
  type DutchingError,
  type DutchingInput,
  type DutchingResult,
} from './dutching.ts';
export {
  calculateBonusWagering,
  WAGERING_QUERY_KEYS,
  wageringInputFromQuery,
  wageringQueryFromCasino,
  type BonusWagering,
  type BonusWageringError,
  type BonusWageringField,
  type BonusWageringInput,
  type BonusWageringResult,
  type CasinoWageringTerms,
  type WageringBase,
} from './bonus-wagering.ts';
export {
  convertDecimalOdds,
  ODDS_FORMATS,
  parseOdds,
  type DecimalOddsProblem,
  type OddsFormat,
  type OddsInAllFormats,
  type OddsParseError,
  type OddsParseProblem,
  type OddsParseResult,
  type OddsTooLarge,
} from './odds-formats.ts';
export {
  FAIR_ODDS_MIN_OUTCOMES,
  MARGIN_METHODS,
  removeMargin,
  type FairOdds,
  type FairOddsError,
  type FairOddsResult,
  type MarginMethod,
} from './fair-odds.ts';
export {
  assessValueBet,
  type FairEstimate,
  type ValueBetAssessment,
  type ValueBetAssessmentResult,
  type ValueBetError,
  type ValueBetInput,
} from './value-bet.ts';
export {
  calculateArbitrage,
  STAKE_ROUNDING_STEPS,
  type Arbitrage,
  type ArbitrageError,
  type ArbitrageInput,
  type ArbitrageOutcome,
  type ArbitrageResult,
  type ArbitrageStake,
  type NoArbitrage,
  type StakeRounding,
} from './surebet.ts';
export {
  asianBetTable,
  settleAsianBet,
  type AsianBetError,
  type AsianBetType,
  type AsianMarket,
  type AsianOutcome,
  type AsianTable,
  type TotalsSide,
} from './asian-lines.ts';
export { dixonColesRhoRange, MAX_EXPECTED_GOALS, scoreModel, type ScoreModel, type ScoreModelError } from './score-model.ts';
export {
  calculateCoupon,
  COUPON_MAX_COLUMNS,
  COUPON_MAX_MBS,
  COUPON_MAX_MISLI,
  COUPON_MAX_SELECTIONS,
  COUPON_MIN_MBS,
  COUPON_MIN_MISLI,
  COUPON_MIN_SELECTIONS,
  type Coupon,
  type CouponError,
  type MbsBreak,
} from './system-coupon.ts';
export {
  COUPON_QUERY_KEYS,
  couponInputFromQuery,
  couponSelectionKeys,
  parseSystemSizes,
  type CouponQueryError,
} from './system-coupon-query.ts';
export {
  BET_DESCRIPTION_MAX_LENGTH,
  BET_MARKET_MAX_LENGTH,
  BET_RESULT_LABELS,
  BET_RESULTS,
  betProfit,
  closingValue,
  betAsText,
  parseBetInput,
  type BetField,
  type BetFieldError,
  type BetInput,
  type BetInputResult,
  type BetProblem,
  type BetResult,
  type ClosingValue,
  type LoggedBet,
} from './bet-log.ts';
export {
  betLogStats,
  CLV_MIN_SAMPLE,
  cumulativeSeries,
  tStatisticSentence,
  type BetLogFilter,
  type BetLogStats,
  type ClvStats,
  type SeriesPoint,
} from './bet-log-stats.ts';
export {
  BET_CSV_HEADER,
  BET_CSV_MAX_BYTES,
  BET_CSV_MAX_ROWS,
  betsFromCsv,
  betsToCsv,
  type BetsFromCsv,
  type RefusedRow,
} from './bet-log-csv.ts';
