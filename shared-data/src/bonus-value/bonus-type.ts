/**
 * How a bonus behaves at a withdrawal: `cashable`, withdrawable once wagered, the deposit locked until then (the value
 * model's case); `sticky`, the bonus amount removed from the cash-out; `non_sticky`, the deposit played first and the
 * bonus only once the deposit is lost, a cash-out before that keeping the deposit's winnings and forfeiting the bonus.
 */
export const BONUS_TYPES = ['cashable', 'sticky', 'non_sticky'] as const;

export type BonusType = (typeof BONUS_TYPES)[number];
