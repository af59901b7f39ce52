/**
 * The tactics articles the responsible-gaming tools point readers to, by slug (the seed has both: the content
 * integrity suite checks them).
 */
export const responsibleGamingGuides = {
  bankroll: 'kasa-yonetimi-101',
  tilt: 'tilt-kontrolu-ve-psikolojik-disiplin',
} as const;
