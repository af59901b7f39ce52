/** The Turkish of the score model's refusals. */
import { formatNumber } from 'shared-data';
import type { ScoreModelError } from 'shared-data/betting';
import { byName, numbers } from '../../components/rule-messages.ts';

const labels: Record<ScoreModelError['field'], string> = {
  homeXg: 'Ev sahibi beklenen gol',
  awayXg: 'Deplasman beklenen gol',
  rho: 'Dixon–Coles ρ',
  homeOdds: 'Bahisçi oranı (1)',
  drawOdds: 'Bahisçi oranı (X)',
  awayOdds: 'Bahisçi oranı (2)',
};

const scoreNumbers = numbers(byName(labels));

const RHO_DECIMALS = 3;

/**
 * The ρ interval rounded inwards (the lower bound up, the upper down): every value between the printed bounds is
 * allowed. Rounded to the nearest, −1/6 would print as −0,167, which is itself refused.
 */
export function formatRhoRange({ min, max }: { min: number; max: number }): [string, string] {
  const scale = 10 ** RHO_DECIMALS;
  return [formatNumber(Math.ceil(min * scale) / scale, RHO_DECIMALS), formatNumber(Math.floor(max * scale) / scale, RHO_DECIMALS)];
}

export function scoreModelMessage(error: ScoreModelError): string {
  switch (error.code) {
    case 'xgTooLarge':
      return `${labels[error.field]} en fazla ${formatNumber(error.max, 0)} olabilir.`;
    case 'rhoOutOfRange': {
      const [min, max] = formatRhoRange(error);
      return (
        `Bu beklenen gollerle ρ ${min} ile ${max} arasında olmalı; ` +
        'bu aralığın dışında düşük skorlardan birinin olasılığı eksiye düşer.'
      );
    }
    default:
      return scoreNumbers(error);
  }
}
