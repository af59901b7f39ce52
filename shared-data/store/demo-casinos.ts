import type { Casino } from 'shared-data';

/*
 * DEMO DATA. Every casino brand below is fictional and every link is a placeholder on the reserved `.example`
 * domain. The operator replaces them with real partners and their affiliate short links before going live.
 */

/**
 * A demo casino as the seed stores it: the public shape plus the affiliate URL, which only the seed reads (into the
 * store, behind the `/git/<slug>` redirect) and which never reaches a reader.
 */
export interface DemoCasino extends Casino {
  affiliateUrl: string;
}

export const casinos: readonly DemoCasino[] = [
  {
    id: 1,
    slug: 'lalezar-casino',
    name: 'Lalezar Casino',
    logoUrl: '/images/casinos/lalezar-casino.webp',
    rating: 4.9,
    welcomeBonus: '250 TL + 1000 Bedava Dönüş',
    investmentBonus: "10.000 TL'ye kadar",
    affiliateUrl: 'https://git.example/lalezar',
    badges: ['Kripto', 'TL', 'Anında', "Türkiye'nin En İyisi"],
    pros: ['Anında Ödeme', '7/24 Destek', 'VIP Programı'],
    bonusDetails: {
      cashValue: 250,
      currency: 'TL',
      freeSpins: 1000,
      wagering: '30x',
      description:
        'Yeni üyelere 250 TL nakit bonus ve seçili slotlarda 1000 bedava dönüş; ilk yatırımlarda 10.000 TL’ye kadar ek bonus. Bonus tutarı 30 kez çevrildikten sonra çekilebilir.',
    },
  },
  {
    id: 2,
    slug: 'nebula-bet',
    name: 'Nebula Bet',
    logoUrl: '/images/casinos/nebula-bet.webp',
    rating: 4.8,
    welcomeBonus: '3 USD + 10 Bedava Dönüş',
    affiliateUrl: 'https://git.example/nebula',
    badges: ['Kripto', 'Anında', 'Dünyanın En İyisi', 'Premium Seçim', 'VIP'],
    pros: ['Kripto Odaklı', 'Dev Oyun Arşivi'],
    bonusDetails: {
      cashValue: 3,
      currency: 'USD',
      freeSpins: 10,
      wagering: '35x',
      description:
        'Kayıtta yatırım gerektirmeyen 3 USD ve 10 bedava dönüş. Kripto para ile yatırım ve çekim; bonus 35 kez çevrilmelidir.',
    },
  },
  {
    id: 3,
    slug: 'fjord-spins',
    name: 'Fjord Spins',
    logoUrl: '/images/casinos/fjord-spins.webp',
    rating: 4.7,
    welcomeBonus: '5 Bedava Dönüş',
    affiliateUrl: 'https://git.example/fjord',
    badges: ['Kripto', 'Anında', "Avrupa'nın En İyisi"],
    pros: ['Çevrim Şartsız Bonuslar', 'Sosyal Casino'],
    bonusDetails: {
      cashValue: 0,
      currency: 'USD',
      freeSpins: 5,
      wagering: 'Yok',
      description: 'Kayıtta 5 bedava dönüş; dönüşlerden gelen kazançlar çevrim şartı olmadan hesabınıza geçer.',
    },
  },
];

/** The popup sequence's list: the three casinos above and two more fictional brands (entries 2 to 5 rotate). */
export const bonusEntries: readonly DemoCasino[] = [
  ...casinos,
  {
    id: 4,
    slug: 'zumrut-palace',
    name: 'Zümrüt Palace',
    logoUrl: '/images/casinos/zumrut-palace.webp',
    rating: 4.6,
    welcomeBonus: '%100 Hoş Geldin Bonusu + 50 Bedava Dönüş',
    affiliateUrl: 'https://git.example/zumrut',
    badges: ['TL', 'Canlı Casino'],
    pros: ['Geniş Canlı Casino Lobisi', 'Haftalık Kayıp Bonusu'],
    bonusDetails: {
      cashValue: 0,
      currency: 'TL',
      freeSpins: 50,
      wagering: '35x',
      description: 'İlk yatırıma %100 bonus ve 50 bedava dönüş; bonus ve yatırım tutarı 35 kez çevrilmelidir.',
    },
  },
  {
    id: 5,
    slug: 'atlas-vegas',
    name: 'Atlas Vegas',
    logoUrl: '/images/casinos/atlas-vegas.webp',
    rating: 4.5,
    welcomeBonus: '100 Bedava Dönüş',
    affiliateUrl: 'https://git.example/atlas',
    badges: ['Kripto', 'Slot'],
    pros: ['Hızlı Kayıt', 'Günlük Turnuvalar'],
    bonusDetails: {
      cashValue: 0,
      currency: 'USD',
      freeSpins: 100,
      wagering: '30x',
      description: 'İlk yatırımla birlikte 100 bedava dönüş; dönüş kazançları 30 kez çevrilmelidir.',
    },
  },
];
