/** A game's volatility as the site names it: the games' filter, the CMS's choice and the value model's classes read it. */
export const volatilityLevels = ['Düşük', 'Orta', 'Yüksek', 'Çok Yüksek'] as const;
export type Volatility = (typeof volatilityLevels)[number];
