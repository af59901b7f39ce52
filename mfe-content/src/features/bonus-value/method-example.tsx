import { formatInteger, formatMoney, formatNumber, formatPercent, formatRtp, roundTo, type BonusValueExample } from 'shared-data';
import { OFFER_MODEL_VERSION } from 'shared-data/bonus-value';
import { BetSensitivity } from '../../components/value-figures.tsx';
import { chance, moneyInterval, shareWithInterval } from '../../lib/value-wording.ts';
import { Figures, MethodSection, SubHeading } from './method-sections.tsx';

const money = (value: number) => formatMoney(value);

/** A share such as 0.96 or 0.035 with the decimals it needs (2 to 4), so a step of the hand-worked sum reads as written. */
function share(value: number): string {
  const decimals = [2, 3, 4].find((d) => roundTo(value, d) === roundTo(value, 4)) ?? 4;
  return formatNumber(value, decimals);
}

/** The example's terms, as a casino's offer lists them. */
function OfferTerms({ example }: { example: BonusValueExample }) {
  const { terms, game } = example;
  const base = terms.wageringBase === 'deposit_bonus' ? 'yatırım + bonus üzerinden' : 'bonus üzerinden';
  return (
    <Figures>
      {terms.bonusPercent !== null && (
        <>
          <dt>Eşleşme oranı</dt>
          <dd>{formatPercent(terms.bonusPercent, 0)}</dd>
        </>
      )}
      <dt>{terms.bonusPercent !== null ? 'Bonus üst sınırı' : 'Bonus'}</dt>
      <dd>{money(terms.bonusAmount)}</dd>
      <dt>Asgari yatırım</dt>
      <dd>{terms.minDeposit ? money(terms.minDeposit) : 'Yok'}</dd>
      <dt>Çevrim şartı</dt>
      <dd>{terms.wageringMultiple ? `${formatInteger(terms.wageringMultiple)} kat, ${base}` : 'Yok'}</dd>
      <dt>Azami bahis</dt>
      <dd>{terms.maxBet ? money(terms.maxBet) : 'Sınır yok'}</dd>
      <dt>Azami çekim</dt>
      <dd>{terms.maxCashout ? money(terms.maxCashout) : 'Sınır yok'}</dd>
      <dt>Oyun</dt>
      <dd>{`RTP ${formatRtp(game.rtp)}, ${game.volatility} oynaklık`}</dd>
    </Figures>
  );
}

/** The closed form worked step by step, with the server's figures at each step's end. */
function ClosedFormSteps({ example }: { example: BonusValueExample }) {
  const { terms, game, play, value } = example;
  // The example is a match bonus: it always has the calculator's closed form.
  if (!value.closedForm) return null;
  const { turnover, expectedLoss, expectedValue } = value.closedForm;
  const base = terms.wageringBase === 'deposit_bonus' ? `(${money(play.deposit)} + ${money(value.bonus)})` : money(value.bonus);
  const rtp = game.rtp / 100;
  return (
    <>
      <ol>
        <li>{`Çevrim tutarı = ${formatInteger(terms.wageringMultiple ?? 0)} × ${base} = ${money(turnover)}; ${money(play.bet)} bahisle ${formatInteger(turnover / play.bet)} dönüş.`}</li>
        <li>{`Beklenen kayıp = ${money(turnover)} × (1 − ${share(rtp)}) = ${money(turnover)} × ${share(1 - rtp)} = ${money(expectedLoss)}.`}</li>
        <li>{`Değer = ${money(value.bonus)} − ${money(expectedLoss)} = ${money(expectedValue)}.`}</li>
      </ol>
      {expectedValue < -play.deposit && (
        <p>
          {`Kapalı forma göre bu teklif ortalamada ${money(-expectedValue)} kaybettirir. Oysa hiçbir oyuncu yatırdığı ${money(play.deposit)}'den fazlasını kaybedemez: bakiyesi bir bahsin altına düşen oyuncunun oyunu biter.`}
        </p>
      )}
    </>
  );
}

/** The simulation's figures with their 95 % intervals and the histogram of the runs' cash-outs, as the server computed them. */
function SimulatedFigures({ example }: { example: BonusValueExample }) {
  const { game, play, value } = example;
  const { histogram, runs } = value;
  const last = histogram.counts.length - 1;
  const cashout = moneyInterval(value.expectedCashout, value.standardError, 'TL');
  const net = moneyInterval(value.expectedNetValue, value.standardError, 'TL', true);
  const closedValue = value.closedForm?.expectedValue ?? null;
  return (
    <>
      <p>
        {`Aynı teklif, RTP'si ${formatRtp(game.rtp)} ve oynaklığı ${game.volatility} olan oyunda ${money(play.bet)} bahisle ${formatInteger(runs)} kez oynandı (tohum ${value.seed}, yöntem sürümü ${OFFER_MODEL_VERSION}). Bu oyunda bir dönüş ortalama ${formatNumber(1 / value.payout.hitProbability, 1)} dönüşte bir kazandırır ve kazandığında bahsin ${formatNumber(value.payout.win)} katını öder.`}
      </p>
      <Figures>
        <dt>Çevrimi tamamlama olasılığı</dt>
        <dd>{shareWithInterval(value.finishProbability, runs)}</dd>
        <dt>Beklenen çekim</dt>
        <dd>{`${cashout.estimate} (%95 aralık: ${cashout.range}; standart hata ${money(value.standardError)})`}</dd>
        <dt>Beklenen net değer</dt>
        <dd>{`${net.estimate} (%95 aralık: ${net.range})`}</dd>
        <dt>Çekim yapabilme olasılığı</dt>
        <dd>{shareWithInterval(value.withdrawProbability, runs)}</dd>
        <dt>Yatırdığından fazlasını çekme olasılığı</dt>
        <dd>{shareWithInterval(value.profitProbability, runs)}</dd>
        <dt>Çekim yapanların ortanca çekimi</dt>
        <dd>{value.medianCashout === null ? '—' : money(value.medianCashout)}</dd>
      </Figures>
      <p>
        Parantez içindeki aralıklar %95 güven aralığıdır: tahmin ± 1,96 standart hata. Beklenen değerler bu aralığın
        desteklediği kesinliğe yuvarlanır; standart hata 1 TL&apos;nin üstündeyse kuruş gösterilmez.
      </p>
      {value.withdrawProbability < 0.5 && (
        <p>
          Turların yarısından fazlası hiçbir şey çekemeden bitiyor ve yatırımın tamamını kaybediyor. Ortalamayı yukarı
          çeken, çevrimi tamamlayan daha az sayıdaki turun kazancıdır: beklenen değer, tipik bir oyuncunun sonucunu anlatmaz.
        </p>
      )}
      {closedValue !== null && value.expectedNetValue > closedValue && (
        <p>
          {`Kapalı form ${money(closedValue)} derken simülasyonun beklenen net değeri ${net.estimate}. Fark, batan turların kaybının yatırımla sınırlı kalmasından gelir: batan oyuncu, çevrimin geri kalanında kasa avantajını ödemez.`}
        </p>
      )}
      <SubHeading>Çekimlerin Dağılımı</SubHeading>
      <div className="table-wrap">
        <table>
          <caption>{`${formatInteger(runs)} turun çekim tutarlarına göre dağılımı`}</caption>
          <thead>
            <tr>
              <th scope="col">Çekim aralığı</th>
              <th scope="col">Tur sayısı</th>
              <th scope="col">Pay</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Hiçbir şey çekemeyen turlar</th>
              <td>{formatInteger(histogram.nothing)}</td>
              <td>{chance(histogram.nothing / runs)}</td>
            </tr>
            {histogram.counts.map((count, i) => {
              const from = money(i * histogram.width);
              const label = i === last ? `${from} ve üstü` : `${from} – ${money((i + 1) * histogram.width)}`;
              return (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  <td>{formatInteger(count)}</td>
                  <td>{chance(count / runs)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p>
        {`Hiçbir şey çekemeyen turlar ayrı sayılır. Çekim yapan turlar 0'dan başlayan aralıklardadır; her aralığın genişliği, oyunun bir kazancının bakiyeye eklediği ${money(histogram.step)} tutarının tam katıdır, böylece hiçbir aralık yapısı gereği boş kalmaz. Her aralık alt sınırını içerir, üst sınırını içermez.`}
      </p>
    </>
  );
}

/** The example at its minimum stake, standard bet and maximum bet. */
function Sensitivity({ example }: { example: BonusValueExample }) {
  return (
    <>
      <p>
        Aynı teklif, aynı yatırımla iki başka bahisle de oynandı: şartlardaki en az bahisle ve en yüksek bahisle. Standart
        bahsin satırı yukarıdaki rakamlardır.
      </p>
      <BetSensitivity rows={example.sensitivity} currency="TL" minStakeStated={Boolean(example.terms.minStake)} />
    </>
  );
}

/** How the standard play reached the example's deposit and bet. */
function PlaySteps({ example }: { example: BonusValueExample }) {
  const { terms, play, value } = example;
  const start = play.deposit + value.bonus;
  const capped = terms.maxBet !== null && terms.maxBet > 0 && play.bet >= terms.maxBet;
  const deposit =
    terms.bonusPercent && terms.bonusAmount > 0
      ? `Bonusun tamamını kazandıran yatırım ${money(terms.bonusAmount)} ÷ ${share(terms.bonusPercent / 100)} = ${money(play.deposit)}.`
      : `Yatırım ${money(play.deposit)}.`;
  const bet = capped
    ? `Bakiyenin %1'i azami bahsi aştığı için bahis, azami bahis olan ${money(play.bet)}.`
    : `Bahis, bu bakiyenin %1'i olan ${money(play.bet)}${terms.maxBet ? `; azami bahsin (${money(terms.maxBet)}) altında kaldığı için olduğu gibi kullanılır` : ''}.`;
  return <p>{`${deposit} Bonus ${money(value.bonus)}, başlangıç bakiyesi ${money(start)}. ${bet}`}</p>;
}

/** The worked example: the offer, its closed form by hand, and the simulated figures the server computed. */
export function MethodExample({ example }: { example: BonusValueExample }) {
  return (
    <MethodSection section="example">
      <p>
        Yöntemi sabit bir örnek teklif üzerinde adım adım izleyelim. Aşağıdaki rakamları, casino sayfalarındaki rakamları
        hesaplayan sunucu aynı kodla hesaplar; sayfa yalnızca sonucu gösterir.
      </p>
      <SubHeading>Teklif</SubHeading>
      <OfferTerms example={example} />
      <SubHeading>Standart Oyun</SubHeading>
      <PlaySteps example={example} />
      <SubHeading>Kapalı Form, Elle</SubHeading>
      <ClosedFormSteps example={example} />
      <SubHeading>Simülasyon Sonuçları</SubHeading>
      <SimulatedFigures example={example} />
      <SubHeading>Bahis Büyüklüğüne Göre</SubHeading>
      <Sensitivity example={example} />
    </MethodSection>
  );
}
