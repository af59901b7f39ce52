/**
 * The betting calculators' rules: pure functions, imported by the apps that compute with them (`shared-data/betting`).
 * They are not part of the shared singleton set, so a page that computes nothing downloads none of them.
 */
export {
  calculateMatchedBet,
  type MatchedBet,
  type MatchedBetField,
  type MatchedBetInput,
  type MatchedBetResult,
  type MatchedBetType,
} from './matched-betting.ts';
export { calculateHedge, type Hedge, type HedgeField, type HedgeInput, type HedgeResult } from './hedge.ts';
export {
  calculateDutching,
  DUTCHING_MAX_SELECTIONS,
  DUTCHING_MIN_SELECTIONS,
  type Dutching,
  type DutchingField,
  type DutchingInput,
  type DutchingResult,
} from './dutching.ts';
export {
  calculateBonusWagering,
  WAGERING_QUERY_KEYS,
  wageringInputFromQuery,
  wageringQueryFromCasino,
  type BonusWagering,
  type BonusWageringField,
  type BonusWageringInput,
  type BonusWageringResult,
  type CasinoWageringTerms,
  type WageringBase,
} from './bonus-wagering.ts';
export {
  checkDecimalOdds,
  convertDecimalOdds,
  isDecimalOdds,
  MAX_DECIMAL_ODDS,
  ODDS_FORMATS,
  parseOdds,
  type OddsFormat,
  type OddsInAllFormats,
  type OddsParseResult,
} from './odds-formats.ts';
export {
  bookSum,
  FAIR_ODDS_MIN_OUTCOMES,
  MARGIN_METHODS,
  removeMargin,
  type FairOdds,
  type FairOddsField,
  type FairOddsResult,
  type MarginMethod,
} from './fair-odds.ts';
export {
  assessValueBet,
  type FairEstimate,
  type ValueBetAssessment,
  type ValueBetAssessmentResult,
  type ValueBetField,
  type ValueBetInput,
} from './value-bet.ts';
export {
  buildArbitrageSummary,
  calculateArbitrage,
  MAX_ARBITRAGE_STAKE,
  STAKE_ROUNDING_STEPS,
  type Arbitrage,
  type ArbitrageField,
  type ArbitrageInput,
  type ArbitrageOutcome,
  type ArbitrageResult,
  type ArbitrageStake,
  type NoArbitrage,
  type StakeRounding,
} from './surebet.ts';
