import { formatNumber, formatRtp, type BonusValueExample, type Volatility } from 'shared-data';
import { MethodSection } from './method-sections.tsx';

/** What each class feels like to play, beside its figures. */
const feel: Record<Volatility, string> = {
  Düşük: 'Sık ve küçük kazançlar; bakiye yavaş iner çıkar.',
  Orta: 'Daha seyrek ama daha büyük kazançlar.',
  Yüksek: 'Uzun kayıp serileri, arada büyük kazançlar.',
  'Çok Yüksek': 'Getirinin çoğu, bahsin yüzlerce katını ödeyen nadir kazançlarda.',
};

/** The slot volatility index of PAR sheets at 90 % confidence: VI = 1.645 σ. */
const VI_FACTOR = 1.645;

/** The four classes with their σ and the spin each gives (computed by the server at the example game's RTP). */
export function VolatilityClasses({ example }: { example: BonusValueExample }) {
  return (
    <MethodSection section="volatility">
      <p>
        {`Oyun sayfalarındaki oynaklık (Düşük, Orta, Yüksek, Çok Yüksek), modelde bir dönüşün ödemesinin birim bahis başına standart sapmasına (σ) karşılık gelir. Tablodaki kazanç sıklığı ve büyüklüğü, RTP'si ${formatRtp(example.game.rtp)} olan bir oyun içindir.`}
      </p>
      <div className="table-wrap">
        <table>
          <caption>Oynaklık sınıfları ve karşılık gelen standart sapmalar</caption>
          <thead>
            <tr>
              <th scope="col">Sınıf</th>
              <th scope="col">Birim bahis başına σ</th>
              <th scope="col">Ne anlama gelir?</th>
            </tr>
          </thead>
          <tbody>
            {example.classes.map(({ volatility, standardDeviation, payout }) => (
              <tr key={volatility}>
                <th scope="row">{volatility}</th>
                <td>{formatNumber(standardDeviation, 0)}</td>
                <td>
                  {`${feel[volatility]} Kazanç ortalama ${formatNumber(1 / payout.hitProbability, 1)} dönüşte bir gelir ve bahsin ${formatNumber(payout.win, 1)} katını öder.`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        Bu dört değer bizim modelleme tercihimizdir. Düşük&apos;ten Çok Yüksek&apos;e oynaklık sözcüklerini standart
        sapmaya çeviren yayımlanmış bir standart yoktur: oyun stüdyoları oynaklığı sözcüklerle ya da kendi ölçekleriyle
        verir ve σ değerini nadiren yayımlar. Ölçeği, standart sapması yayımlanmış ya da elle hesaplanabilen oyunlara
        dayandırdık:
      </p>
      <ul>
        <li>Tek sıfırlı rulette eşit ödemeli bir bahis (kırmızı/siyah gibi): yaklaşık 1,00; elle, 18/37 olasılıkla +1, 19/37 olasılıkla −1.</li>
        <li>9/6 Jacks or Better video poker: 4,42; varyansı 19,51 (Wizard of Odds, Ask the Wizard #224).</li>
        <li>Tam ödemeli Deuces Wild video poker: 5,08 (Wizard of Odds, Video Poker – Deuces Wild).</li>
        <li>Tek sıfırlı rulette tek sayıya bahis: 5,84; elle, 1/37 olasılıkla 35&apos;e 1 öder ve varyansı yaklaşık 34,08&apos;dir.</li>
        <li>9/6 Double Double Bonus video poker: 6,48; varyansı 41,99 (Wizard of Odds, Ask the Wizard #224).</li>
      </ul>
      <p>
        Düşük sınıf, klasik düşük oynaklıklı makine oyunu Jacks or Better&apos;ın biraz altında; Orta sınıf, rulette tek
        sayı ve Double Double Bonus düzeyinde durur. Her üst sınıf σ&apos;yı ikiye katlar. Böylece en üst sınıflarda
        getirinin çoğu, yüksek oynaklıklı diye sunulan slotların bonus özelliklerinde olduğu gibi, bahsin yüzlerce katını
        ödeyen nadir kazançlara gider.
      </p>
      <p>
        {`Slot üreticilerinin tasarım belgelerinde (PAR sheet) oynaklık bir oynaklık endeksiyle (VI) de ifade edilir: %90 güven için VI = 1,645 × σ. Bu ölçekte sınıflarımızın değerleri ${example.classes.map(({ volatility, standardDeviation }) => `${volatility} ${formatNumber(VI_FACTOR * standardDeviation, 1)}`).join('; ')}. Bir oyunun VI değerini biliyorsanız σ = VI ÷ 1,645 ile onu bu ölçeğe yerleştirebilirsiniz.`}
      </p>
    </MethodSection>
  );
}

/** The published figures the classes are anchored on, each with its address. */
const sources = [
  {
    href: 'https://wizardofodds.com/ask-the-wizard/224/',
    title: 'Wizard of Odds (Michael Shackleford), Ask the Wizard #224',
    about: '9/6 Jacks or Better ve 9/6 Double Double Bonus video pokerin getirisi ve varyansı.',
  },
  {
    href: 'https://wizardofodds.com/ask-the-wizard/video-poker/deuces-wild/',
    title: 'Wizard of Odds, Video Poker – Deuces Wild',
    about: 'Tam ödemeli Deuces Wild video pokerin standart sapması: 5,08.',
  },
  {
    href: 'https://wizardofvegas.com/forum/questions-and-answers/math/23680-the-significance-of-volatility-index/',
    title: 'Wizard of Vegas forumu, The significance of volatility index (2015)',
    about: 'Slot oynaklık endeksinin, standart sapma ile güven katsayısının (%90 için yaklaşık 1,64) çarpımı olarak tanımı.',
  },
] as const;

export function Sources() {
  return (
    <MethodSection section="sources">
      <ul>
        {sources.map(({ href, title, about }) => (
          <li key={href}>
            <a href={href} rel="noopener noreferrer">
              {title}
            </a>
            : {about}
          </li>
        ))}
      </ul>
      <p>
        Rulet bahislerinin değerleri elle hesaplanmıştır; sınıfların σ değerleri ve dönüşün iki sonuçlu biçimi bizim
        modelleme tercihimizdir.
      </p>
    </MethodSection>
  );
}
