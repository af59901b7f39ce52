/**
 * The codes the CMS answers with instead of sentences: why a field's value is refused (by the rules of this folder,
 * or by the store's checks against the rest of the content), why a delete or another write is refused, what a saved
 * body should warn about, and why an upload is refused. The admin remote turns each into Turkish
 * (mfe-admin/src/lib/messages.ts). The store's codes are declared here too, beside the shapes of its answers
 * (types.ts), so that the admin's browser code can name them without importing the store.
 */
import type { z } from 'zod';

/** What a rule's message calls the field it refuses: one name per label of the admin's forms. */
export type CmsFieldLabel =
  | 'affiliateUrl' | 'author' | 'badges' | 'bonusAmount' | 'bonusDescription' | 'bonusPercent' | 'casino'
  | 'casinoName' | 'channelLabel' | 'channelUrl' | 'contactUrl' | 'cover' | 'daysToComplete' | 'description'
  | 'email' | 'excerpt' | 'features' | 'freeSpinGame' | 'freeSpinMaxCashout' | 'freeSpins' | 'freeSpinValue'
  | 'freeSpinWagering' | 'gameKinds' | 'gameName' | 'helpLineName' | 'intro' | 'investmentBonus'
  | 'liveContribution' | 'logo' | 'maxBet' | 'maxCashout' | 'maxWin' | 'minDeposit' | 'minStake' | 'pageText'
  | 'phone' | 'postbackSecret' | 'postedOn' | 'postText' | 'pros' | 'provider' | 'providerName' | 'rating'
  | 'ratingBonus' | 'ratingGames' | 'ratingPayments' | 'ratingSupport' | 'ratingTrust' | 'referenceGame'
  | 'reviewText' | 'rtp' | 'slotContribution' | 'slug' | 'tableContribution' | 'tacticText' | 'theme' | 'title'
  | 'usdTry' | 'wageringMultiple' | 'welcomeBonus' | 'year';

/** Why a rule of shared-data/cms refuses a field's value. */
export type CmsRuleError =
  | { code: 'notText'; label: CmsFieldLabel }
  | { code: 'required'; label: CmsFieldLabel }
  | { code: 'tooLong'; label: CmsFieldLabel; max: number }
  | { code: 'notNumber'; label: CmsFieldLabel }
  | { code: 'notInteger'; label: CmsFieldLabel }
  | { code: 'tooManyDecimals'; label: CmsFieldLabel; max: number }
  | { code: 'tooSmall'; label: CmsFieldLabel; min: number }
  | { code: 'tooLarge'; label: CmsFieldLabel; max: number }
  | { code: 'tooManyLines'; label: CmsFieldLabel; max: number }
  | { code: 'lineTooLong'; label: CmsFieldLabel; max: number }
  | { code: 'imageUrl'; label: CmsFieldLabel }
  | { code: 'webUrl'; label: CmsFieldLabel }
  | { code: 'postbackSecret'; label: CmsFieldLabel }
  | { code: 'date'; label: CmsFieldLabel }
  | { code: 'slugShape' }
  | { code: 'slugEmpty' }
  | { code: 'status' }
  | { code: 'publishAtMissing' }
  | { code: 'publishAtInvalid' }
  | { code: 'publishAtPast' }
  | { code: 'postedAfterPublish' }
  | { code: 'currency' }
  | { code: 'wageringBase' }
  | { code: 'bonusType' }
  | { code: 'gameType' }
  | { code: 'volatility' }
  | { code: 'category' }
  | { code: 'casinoChoice' }
  | { code: 'email' }
  | { code: 'helpLinesMissing' }
  | { code: 'helpLinesTooMany'; max: number }
  /** A value of the wrong kind (a number for a slug, text for a list of help lines) in zod's own English words. */
  | { code: 'malformed'; detail: string };

/** Why the store refuses a field's value against the rest of the content. */
export type CmsWriteError =
  | { code: 'slugTaken' }
  | { code: 'providerMissing' }
  | { code: 'casinoMissing' }
  | { code: 'casinoHasPopup' }
  /** A casino's reference game is not a game of the catalogue, or not one readers can see (a draft, a hidden provider). */
  | { code: 'referenceGameMissing' }
  | { code: 'referenceGameNotPublic' }
  /** The same for the slot a casino's free spins are played on. */
  | { code: 'freeSpinGameMissing' }
  | { code: 'freeSpinGameNotPublic' }
  | { code: 'pageNotRouted' }
  /** A routed page keeps its slug: the site shows it at `path`. */
  | { code: 'pageSlugFixed'; path: string };

export type CmsFieldError = CmsRuleError | CmsWriteError;

/** Per-field errors of a refused write, keyed by the field's path ('contact.email', 'helpLines.0.phone'). */
export type FieldErrors = Record<string, CmsFieldError>;

/** Why an entry cannot be deleted: what on the site depends on it. */
export type CmsInUse =
  /** `names`: the first games by id, at most three of the `count`. */
  | { code: 'providerHasGames'; count: number; names: string[] }
  /** The casino's places in the popup list. */
  | { code: 'casinoInPopup'; positions: number[] }
  | { code: 'casinoHasClicks' }
  | { code: 'pageRouted'; path: string }
  /** The database refused the delete for a dependent the checks did not name. */
  | { code: 'inUse' };

/** Why a copy or a new order is refused. */
export type CmsRefused = { code: 'pageCopy' } | { code: 'popupCopy' } | { code: 'notOrdered' } | { code: 'orderMismatch' };

/** What a body's save or preview warns about without refusing it: an internal link that leads nowhere public. */
export type CmsLinkWarning = { code: 'deadLink'; href: string };

/** Why the store refuses an upload; 'busy': too many uploads are waiting to be converted, the operator may try again. */
export type ImageErrorCode = 'too_large' | 'unsupported_type' | 'corrupt' | 'bad_dimensions' | 'busy';

/** A refinement's options: zod keeps `params` on the issue it raises, where `fieldErrorsOf` finds the rule's error. */
export const ruleIssue = (error: CmsRuleError) => ({ params: error });

/** Raises a rule's error from a transform or a refinement, on the value or on a `path` below it. */
export function addRuleIssue(ctx: z.RefinementCtx, error: CmsRuleError, path?: string[]): void {
  ctx.addIssue({ code: 'custom', params: error, ...(path ? { path } : {}) });
}

/** Only the rules of this folder give an issue params, and always one of their errors. */
const isRuleError = (params: Record<string, unknown> | undefined): params is CmsRuleError => typeof params?.code === 'string';

/** Per-field errors of a failed parse: the first issue of each field, keyed by its path ('_form' for the whole). */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_form';
    const params = issue.code === 'custom' ? issue.params : undefined;
    errors[key] ??= isRuleError(params) ? params : { code: 'malformed', detail: issue.message };
  }
  return errors;
}
