import type { SelfTestBand, SelfTestScore } from 'shared-data/responsible-gaming';

/**
 * The nine items of the Problem Gambling Severity Index in our own Turkish wording, in the index's order (Ferris &
 * Wynne, 2001): each asks about the last 12 months.
 */
export const selfTestQuestions = [
  'Kaybetmeyi gerçekten göze alabileceğinizden daha fazla parayla oynadınız mı?',
  'Aynı heyecanı yaşamak için giderek daha yüksek tutarlarla oynamanız gerekti mi?',
  'Kaybettiğiniz parayı geri kazanmak için başka bir gün yeniden oynamaya döndünüz mü?',
  'Oynamak için borç para aldınız ya da bir eşyanızı sattınız mı?',
  'Kumarla ilgili bir sorununuz olabileceğini düşündünüz mü?',
  'Kumar, stres ya da kaygı dahil, sağlığınızla ilgili bir soruna yol açtı mı?',
  'Siz haklı bulsanız da bulmasanız da, çevrenizdekiler oynamanızı eleştirdi ya da kumar sorununuz olduğunu söyledi mi?',
  'Oynamanız sizin ya da hanenizin parasal durumunda bir soruna yol açtı mı?',
  'Oynama biçiminiz ya da oynarken yaşananlar yüzünden kendinizi suçlu hissettiniz mi?',
] as const;

/** The index's four answers, by score. */
export const selfTestAnswerLabels: Record<SelfTestScore, string> = {
  0: 'Hiçbir zaman',
  1: 'Bazen',
  2: 'Çoğu zaman',
  3: 'Neredeyse her zaman',
};

/** The index's published bands, named. */
export const selfTestBandNames: Record<SelfTestBand, string> = {
  none: 'Sorun yok',
  low: 'Düşük risk',
  moderate: 'Orta risk',
  problem: 'Sorunlu kumar',
};

/** What each band means, plainly. */
export const selfTestBandTexts: Record<SelfTestBand, string> = {
  none: 'Yanıtlarınız, son 12 ayda kumarın size zarar verdiğine işaret etmiyor. Böyle kalması için oynamadan önce bütçenizi ve sürenizi belirleyin, sınıra geldiğinizde bırakın.',
  low: 'Belirgin bir zarar görünmüyor, ama bazı yanıtlarınız dikkat isteyen alışkanlıklara işaret ediyor. Sınırlarınızı yazılı hale getirin, kaybı kovalamayın ve birkaç ay sonra bu testi yeniden yapın.',
  moderate: 'Yanıtlarınız, kumarın sizin için olumsuz sonuçlar doğurmaya başladığını gösteriyor. Bu, durumun ciddileşebileceğinin bir uyarısıdır: şimdi ara vermek, sonradan bırakmaktan çok daha kolaydır.',
  problem: 'Yanıtlarınız, kumarın hayatınızda ciddi sorunlara yol açtığını gösteriyor. Bunu görmek cesaret ister ve yalnız değilsiniz: destek ücretsiz ve gizlidir, bugün başlayabilirsiniz.',
};
