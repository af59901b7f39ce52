import { paths } from 'shared-data';

/** Main navigation, in header order. */
export const mainNav = [
  { to: paths.tactics, label: 'Kazanma Taktikleri' },
  { to: paths.home, label: 'Bonus Sıralaması' },
  { to: paths.calculators, label: 'Bahis Hesaplayıcı' },
  { to: paths.games, label: 'Oyunlar' },
  { to: paths.providers, label: 'Sağlayıcılar' },
  { to: paths.blog, label: 'Blog' },
] as const;

export const legalNav = [
  { to: paths.responsibleGaming, label: 'Sorumlu Oyun' },
  { to: paths.privacy, label: 'Gizlilik Politikası' },
  { to: paths.terms, label: 'Şartlar ve Koşullar' },
] as const;

/** The responsible-gaming tools, linked from the footer's responsible-gaming column. */
export const responsibleTools = [
  { to: paths.selfTest, label: 'Kendini Test Et' },
  { to: paths.spendingPlanner, label: 'Bütçe Planlayıcı' },
] as const;
