/**
 * The self-test's scoring: the Problem Gambling Severity Index (PGSI), the nine scored items of the Canadian Problem
 * Gambling Index (Ferris & Wynne, 2001, Canadian Centre on Substance Abuse). Each item asks about the last 12 months
 * and is answered never (0), sometimes (1), most of the time (2) or almost always (3); the total, 0 to 27, falls into
 * one of the index's four published bands. The questions' Turkish wording and the bands' names are the UI's.
 */

export const SELF_TEST_QUESTION_COUNT = 9;

/** An item's score: never 0, sometimes 1, most of the time 2, almost always 3. */
export type SelfTestScore = 0 | 1 | 2 | 3;
export const selfTestScores: readonly SelfTestScore[] = [0, 1, 2, 3];

/** The index's bands: 0 non-problem, 1–2 low risk, 3–7 moderate risk, 8 or more problem gambling. */
export type SelfTestBand = 'none' | 'low' | 'moderate' | 'problem';

/** Each band by the lowest total it starts at, highest first. */
const bandFloors: ReadonlyArray<readonly [number, SelfTestBand]> = [
  [8, 'problem'],
  [3, 'moderate'],
  [1, 'low'],
  [0, 'none'],
];

/** The band of a total (0–27). */
export function selfTestBand(total: number): SelfTestBand {
  return bandFloors.find(([floor]) => total >= floor)?.[1] ?? 'none';
}

/** The form field of question `index` (0-based): 'soru1' … 'soru9'. */
export const selfTestField = (index: number) => `soru${index + 1}`;

/** Each question's score, or null while it is unanswered. */
export type SelfTestAnswers = ReadonlyArray<SelfTestScore | null>;

export const noSelfTestAnswers = (): Array<SelfTestScore | null> => Array.from({ length: SELF_TEST_QUESTION_COUNT }, () => null);

/** A form's fields as far as the self-test reads them (URLSearchParams, FormData). */
interface FormFields {
  get(name: string): unknown;
}

/**
 * The answers in a submitted form: each question's score, or null when its field is missing or holds anything but
 * '0' to '3'. No form at all is nine unanswered questions.
 */
export function readSelfTestForm(form: FormFields | null): Array<SelfTestScore | null> {
  return noSelfTestAnswers().map((_, index) => {
    const raw = form?.get(selfTestField(index));
    return selfTestScores.find((score) => raw === String(score)) ?? null;
  });
}

export type SelfTestOutcome =
  | { kind: 'result'; total: number; band: SelfTestBand }
  /** The questions left unanswered, 0-based and in order: no total is given until every one is answered. */
  | { kind: 'unanswered'; questions: number[] };

/** The total and band of nine answers, or which questions still need an answer. */
export function scoreSelfTest(answers: SelfTestAnswers): SelfTestOutcome {
  const questions = noSelfTestAnswers()
    .map((_, index) => index)
    .filter((index) => answers[index] === null || answers[index] === undefined);
  if (questions.length > 0) return { kind: 'unanswered', questions };
  const total = answers.slice(0, SELF_TEST_QUESTION_COUNT).reduce<number>((sum, score) => sum + (score ?? 0), 0);
  return { kind: 'result', total, band: selfTestBand(total) };
}
