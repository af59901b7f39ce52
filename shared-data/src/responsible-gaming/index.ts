/**
 * The responsible-gaming tools' rules (`shared-data/responsible-gaming`): the self-test's scoring and the spending
 * planner. Pure functions each app bundles, as the betting rules are; the planner refuses input with a typed code,
 * which the content remote words.
 */
export {
  noSelfTestAnswers,
  readSelfTestForm,
  scoreSelfTest,
  SELF_TEST_QUESTION_COUNT,
  selfTestBand,
  selfTestField,
  selfTestScores,
  type SelfTestAnswers,
  type SelfTestBand,
  type SelfTestOutcome,
  type SelfTestScore,
} from './self-test.ts';
export {
  calculateSpendingPlan,
  hasSpendingQuery,
  parseAmountInput,
  SPENDING_PLAN_RULES,
  SPENDING_QUERY_KEYS,
  spendingInputFromQuery,
  type SpendingPlan,
  type SpendingPlanError,
  type SpendingPlanField,
  type SpendingPlanInput,
  type SpendingPlanResult,
} from './spending-plan.ts';
export { responsibleGamingGuides } from './guides.ts';
