/** The Turkish of the Asian handicap and totals rule's refusals, and the words its page settles a bet with. */
import { formatNumber } from 'shared-data';
import type { AsianBetError, AsianBetType, AsianOutcome } from 'shared-data/betting';
import { byName, numbers } from '../../components/rule-messages.ts';

const labels: Record<AsianBetError['field'], string> = {
  line: 'Çizgi',
  odds: 'Oran',
  stake: 'Bahis tutarı',
  homeGoals: 'Ev sahibi golü',
  awayGoals: 'Deplasman golü',
};

const asianNumbers = numbers(byName(labels));

/** A line as bookmakers print it: as many decimals as it has (−0,75, −0,5, −1); a handicap above 0 with its '+'. */
export function formatLine(line: number, type: AsianBetType): string {
  const decimals = Number.isInteger(line) ? 0 : Number.isInteger(line * 2) ? 1 : 2;
  const text = formatNumber(line, decimals);
  return type === 'handicap' && line > 0 ? `+${text}` : text;
}

export function asianBetMessage(error: AsianBetError, type: AsianBetType): string {
  switch (error.code) {
    case 'notAQuarterLine':
      return `Çizgi ${formatNumber(error.step)} gollük adımlarla girilmeli (ör. -0,75, 0, +0,5 ya da 2,25).`;
    case 'lineOutOfRange':
      return `Çizgi ${formatLine(error.min, type)} ile ${formatLine(error.max, type)} arasında olmalı.`;
    case 'notWholeGoals':
      return `${labels[error.field]} tam sayı olmalı.`;
    default:
      return asianNumbers(error);
  }
}

export const outcomeWords: Record<AsianOutcome, string> = {
  won: 'Kazandı',
  halfWon: 'Yarım kazandı',
  push: 'İade',
  halfLost: 'Yarım kaybetti',
  lost: 'Kaybetti',
};
