import type { RedFlag } from 'shared-data/bonus-value';
import { flagSentences, gradesLink } from '../../components/offer-grade.tsx';
import { MethodSection, SubHeading } from './method-sections.tsx';

/** The shell's server serves the files (shell/server/open-data.ts); they are downloads, not pages of the router. */
export const openDataFiles = {
  json: '/veri/bonuslar.json',
  csv: '/veri/bonuslar.csv',
  schema: '/veri/bonuslar.schema.json',
} as const;

export const LICENCE_URL = 'https://creativecommons.org/licenses/by/4.0/deed.tr';

/**
 * Every column of the CSV, in the file's order, with what it holds. A column is the JSON field's path
 * (`terms.maxBet` is `terms` → `maxBet`); the server's test holds the file's header to this list.
 */
export const openDataColumns: ReadonlyArray<readonly [column: string, meaning: string]> = [
  ['slug', 'Casinonun kısa adı (adresindeki ad).'],
  ['name', 'Casinonun adı.'],
  ['currency', 'Teklifin para birimi, TL ya da USD; dosyadaki bütün tutarlar bu birimdedir.'],
  ['url', 'Casinonun sitedeki inceleme sayfası.'],
  ['terms.bonusAmount', 'Bonus tutarı; yüzdelik bonusta bonusun üst sınırı (0: sınır yok).'],
  ['terms.bonusPercent', 'Yüzdelik (eşleşme) bonusun oranı, yüzde olarak: 100, %100 demektir.'],
  ['terms.wageringMultiple', 'Çevrim katı; boş: çevrim yok.'],
  ['terms.wageringBase', 'Çevrimin tabanı: bonus (yalnızca bonus) ya da deposit_bonus (yatırım + bonus).'],
  ['terms.minDeposit', 'En az yatırım (0 ya da boş: belirtilmemiş).'],
  ['terms.maxBet', 'Çevrim sırasında izin verilen en yüksek bahis (0 ya da boş: belirtilmemiş).'],
  ['terms.maxCashout', 'Çekilebilecek en yüksek tutar (0 ya da boş: sınır yok).'],
  ['terms.daysToComplete', 'Çevrimi tamamlama süresi, gün.'],
  ['terms.bonusType', 'Bonus türü: cashable (nakit), sticky (yapışkan) ya da non_sticky (yapışkan olmayan).'],
  ['terms.minStake', 'Çevrim sırasında dönüş başına en az bahis.'],
  ['terms.slotContribution', 'Slotların çevrime katkısı, yüzde.'],
  ['terms.tableContribution', 'Masa oyunlarının çevrime katkısı, yüzde.'],
  ['terms.liveContribution', 'Canlı casino oyunlarının çevrime katkısı, yüzde.'],
  ['terms.freeSpins', 'Bedava dönüş sayısı (0: yok).'],
  ['terms.freeSpinValue', 'Bir bedava dönüşün bahsi.'],
  ['terms.freeSpinWagering', 'Bedava dönüş kazancının çevrim katı; boş: çevrim yok.'],
  ['terms.freeSpinMaxCashout', 'Bedava dönüş kazancından çekilebilecek en yüksek tutar; boş: sınır yok.'],
  ['terms.freeSpinsFirst', 'Bedava dönüşler eşleşme bonusundan önce mi oynanır: true ya da false.'],
  ['terms.freeSpinGame', 'Bedava dönüşlerin oynandığı slotun kısa adı.'],
  ['referenceGame.slug', 'Değerin hesaplandığı referans oyunun kısa adı.'],
  ['referenceGame.name', 'Referans oyunun adı.'],
  ['referenceGame.provider', 'Referans oyunun sağlayıcısının kısa adı.'],
  ['referenceGame.rtp', "Referans oyunun RTP'si, yüzde: 96.48, %96,48 demektir."],
  ['referenceGame.volatility', 'Oynaklık sınıfı: Düşük, Orta, Yüksek ya da Çok Yüksek.'],
  ['referenceGame.standardDeviation', 'Bu sınıfın modeldeki σ değeri, birim bahis başına.'],
  ['referenceGame.type', 'Oyunun türü: slot ya da live (canlı casino); çevrime yalnızca bu türün katkısı sayılır.'],
  ['grade.grade', 'Şartların notu, A (en iyi) ile F arası.'],
  ['grade.score', 'Notun dayandığı ağırlıklı puan, 0 ile 4 arası.'],
  ['grade.flags', 'Uyarıların kodları, | ile ayrılmış (aşağıdaki liste).'],
  ['value.kind', 'value: değer hesaplandı; noGame: referans oyun yok; refused: model bu şartları hesaplayamıyor.'],
  ['value.refusalCode', 'Hesaplanamayan bir teklifte nedenin kodu.'],
  ['value.refusalField', 'Hesaplanamayan bir teklifte nedenin ait olduğu şart.'],
  ['value.deposit', 'Standart oyunun yatırımı.'],
  ['value.bet', 'Standart oyunun dönüş başına bahsi.'],
  ['value.bonus', 'Yatırımın kazandırdığı bonus.'],
  ['value.turnover', 'Bonusun çevrim tutarı (bedava dönüşler hariç).'],
  ['value.closedFormValue', 'Kapalı form: bonus − çevrim tutarı × (1 − RTP); yalnızca bedava dönüş veren teklifte boş.'],
  ['value.expectedNetValue', 'Simülasyonun beklenen net değeri: ortalama çekim eksi yatırım.'],
  ['value.standardError', 'Beklenen net değerin standart hatası.'],
  ['value.intervalLow', '%95 aralığın alt ucu: beklenen net değer − 1,96 × standart hata.'],
  ['value.intervalHigh', '%95 aralığın üst ucu: beklenen net değer + 1,96 × standart hata.'],
  ['value.finishProbability', 'Başladığı her çevrimi tamamlayan turların payı, 0 ile 1 arası.'],
  ['value.withdrawProbability', 'Çekim yapabilen, yani sonunda parası kalan turların payı.'],
  ['value.profitProbability', 'Yatırımdan fazlasını çeken turların payı.'],
  ['value.medianCashout', 'Çekim yapan turların ortanca çekimi.'],
  ['value.matchCashout', 'Nakit bonus parçasının ortalama ödemesi, yatırım dahil (boş: nakit bonus yok).'],
  ['value.freeSpinCashout', 'Bedava dönüş parçasının ortalama ödemesi (boş: değerlenen bedava dönüş yok).'],
  ['value.unvaluedFreeSpins', 'true: dönüş değeri belirtilmediği için değere katılmayan bedava dönüşler var.'],
  ['value.freeSpinGameRtp', "Bedava dönüşlerin oynandığı slotun RTP'si (slot seçilmemişse referans oyunun)."],
  ['value.freeSpinGameStandardDeviation', 'O slotun oynaklık sınıfının σ değeri.'],
  ['value.betAtMinStake', 'Bahis tablosu: en az bahis (şartlarda yoksa 0,10).'],
  ['value.netValueAtMinStake', 'En az bahisteki beklenen net değer (5.000 tur).'],
  ['value.standardErrorAtMinStake', 'Onun standart hatası.'],
  ['value.betAtMaxBet', 'Bahis tablosu: en yüksek bahis (boş: şartlarda yok).'],
  ['value.netValueAtMaxBet', 'En yüksek bahisteki beklenen net değer (5.000 tur).'],
  ['value.standardErrorAtMaxBet', 'Onun standart hatası.'],
  ['value.runs', 'Simülasyonun tur sayısı.'],
  ['value.seed', 'Rastgele sayı üretecinin tohumu.'],
  ['value.methodVersion', 'Değerin hesaplandığı yöntem sürümü (aşağıda "Yöntemin Sürümleri").'],
];

/** The open data: the files, their licence, their columns and how to recompute a value from them. */
export function MethodOpenData() {
  return (
    <MethodSection section="openData">
      <p>
        Sitede yayımlanan her bonus teklifinin şartları, notu, uyarıları ve hesaplanan değeri, herkesin indirip
        denetleyebileceği iki dosyada da yayımlanır. İkisi aynı satırları taşır:
      </p>
      <ul>
        <li>
          <a href={openDataFiles.json}>bonuslar.json</a>: JSON biçiminde; yapısı{' '}
          <a href={openDataFiles.schema}>JSON Schema (draft 2020-12)</a> ile tanımlıdır.
        </li>
        <li>
          <a href={openDataFiles.csv}>bonuslar.csv</a>: virgülle ayrılmış, ilk satırı sütun adları olan, UTF-8 (BOM ile)
          bir tablo; Türkçe harfleriyle elektronik tablolarda doğrudan açılır.
        </li>
      </ul>
      <p>
        Veriler{' '}
        <a href={LICENCE_URL} rel="license">
          Creative Commons Atıf 4.0 Uluslararası (CC BY 4.0)
        </a>{' '}
        lisansıyla sunulur: kaynak olarak SafeBet&apos;i ve bu sayfayı belirttiğiniz sürece kopyalayabilir, paylaşabilir
        ve ticari amaçla da dahil olmak üzere uyarlayabilirsiniz.
      </p>
      <p>
        Dosyalar her düzenlemeyle güncellenir: bir teklifin şartları ya da referans oyunu değiştiğinde değeri yeniden
        hesaplanır ve dosyalar bir sonraki istekte yeni hâliyle gelir. JSON dosyasındaki <code>contentVersion</code>{' '}
        (içerik sürümü) ve <code>generatedAt</code> (bu sürümün yazıldığı an), dosyanın hangi düzenlemeye ait olduğunu
        söyler.
      </p>

      <SubHeading>Sütunlar</SubHeading>
      <p>
        Dosyalar makinelerin okuması içindir: sayılarda ondalık ayırıcı noktadır ve binlik ayırıcı yoktur (96.48,
        %96,48 demektir). Türkçe ayarlı bir elektronik tabloda sayıları doğru okumak için dosyayı içe aktarırken dil
        olarak İngilizce (ABD) seçin. Tutarlar teklifin para birimindedir ve kuruşa (sente) yuvarlanmıştır; standart hata
        dört ondalık basamağa. Boş bir hücre (JSON&apos;da <code>null</code>) şartlarda belirtilmemiş ya da bu teklif için
        geçerli olmayan bir değerdir. CSV&apos;de =, +, - ya da @ ile başlayan bir metin hücresinin başına, formül gibi
        çalışmasın diye kesme işareti (&apos;) eklenir; sayılara dokunulmaz. Bir sütunun adı, JSON&apos;daki alanın
        yoludur: <code>terms.maxBet</code>, <code>terms</code> nesnesindeki <code>maxBet</code> alanıdır.
      </p>
      <div className="table-wrap">
        <table>
          <caption>Açık veri dosyalarının sütunları</caption>
          <thead>
            <tr>
              <th scope="col">Sütun</th>
              <th scope="col">Anlamı</th>
            </tr>
          </thead>
          <tbody>
            {openDataColumns.map(([column, meaning]) => (
              <tr key={column}>
                <th scope="row">
                  <code>{column}</code>
                </th>
                <td>{meaning}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        Uyarı kodları (<code>grade.flags</code>); notların ve uyarıların nasıl verildiği{' '}
        <a href={gradesLink}>Notlar ve Uyarılar</a> bölümündedir:
      </p>
      <ul>
        {(Object.entries(flagSentences) as Array<[RedFlag, string]>).map(([flag, sentence]) => (
          <li key={flag}>
            <code>{flag}</code>: {sentence}
          </li>
        ))}
      </ul>

      <SubHeading>Bir Değeri Yeniden Hesaplamak</SubHeading>
      <ol>
        <li>
          Teklifin şartlarını (<code>terms.*</code> sütunları) ve referans oyununu alın: RTP&apos;si{' '}
          <code>referenceGame.rtp</code>, oynaklık sınıfı <code>referenceGame.volatility</code>, sınıfın σ değeri{' '}
          <code>referenceGame.standardDeviation</code> sütunundadır, türü <code>referenceGame.type</code>. Bedava dönüşler
          varsa oynandıkları slotun RTP&apos;si <code>value.freeSpinGameRtp</code>, σ değeri{' '}
          <code>value.freeSpinGameStandardDeviation</code> sütunundadır.
        </li>
        <li>
          Standart oyunu kurun: yatırım <code>value.deposit</code>, dönüş başına bahis <code>value.bet</code>. İkisi de bu
          sayfadaki &quot;Sitenin Standart Oyunu&quot; kurallarıyla şartlardan bulunur; dosyadaki değerle kendi
          bulduğunuzu karşılaştırabilirsiniz.
        </li>
        <li>
          Modeli <code>value.methodVersion</code> sürümüyle, <code>value.runs</code> turla ve <code>value.seed</code>{' '}
          tohumuyla çalıştırın. Aynı sürüm, aynı şartlar, aynı oyun, aynı tur sayısı ve tohum aynı rakamları verir:
          beklenen net değer <code>value.expectedNetValue</code>, standart hatası <code>value.standardError</code>.
          Beklenen net değerin gerçek değeri yaklaşık %95 olasılıkla <code>value.intervalLow</code> ile{' '}
          <code>value.intervalHigh</code> arasındadır (beklenen net değer ± 1,96 × standart hata). Kendi rastgele
          sayılarıyla yazılmış bağımsız bir simülasyon aynı sayıyı vermez; aynı tur sayısıyla iki sonucun farkı,
          vakaların %95&apos;inde 1,96 × √2 ≈ 2,77 standart hatadan küçük olmalıdır. Nakit bonus ile bedava dönüşlerin
          ayrı ortalamaları <code>value.matchCashout</code> ve <code>value.freeSpinCashout</code>, en az ve en yüksek
          bahisteki değerler <code>value.netValueAtMinStake</code> ve <code>value.netValueAtMaxBet</code> sütunlarındadır.
        </li>
        <li>
          Kapalı formla sağlama yapın: <code>value.bonus</code> − <code>value.turnover</code> × (1 − RTP) ={' '}
          <code>value.closedFormValue</code>; RTP burada yüzde değil oran olarak alınır (96.48 için 0,9648). Örneğin 250 TL
          bonus, 7.500 TL çevrim ve %96,48 RTP ile 250 − 7.500 × 0,0352 = 250 − 264 = −14 TL. Simülasyonun sonucu
          çoğunlukla bundan yüksektir, çünkü bakiyesi biten oyuncu oynamayı bırakır (bkz. &quot;Kapalı Form&quot;
          bölümü); azami çekim sınırı ise sonucu düşürebilir.
        </li>
      </ol>
    </MethodSection>
  );
}
