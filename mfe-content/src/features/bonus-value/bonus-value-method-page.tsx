import { breadcrumbLd, contentApi, formatInteger, paths, type BonusValueExample } from 'shared-data';
import { BONUS_VALUE_RUNS, OFFER_MODEL_VERSION } from 'shared-data/bonus-value';
import { Link, PageMeta, useContent } from 'shared-data/react';
import { Prose } from '../../components/article-body.tsx';
import { withContentBoundary } from '../../components/content-boundary.tsx';
import { PageHeading } from '../../components/layout.tsx';
import { TableOfContents } from '../../components/table-of-contents.tsx';
import { MethodExample } from './method-example.tsx';
import { MethodHistory } from './method-history.tsx';
import { MethodOpenData } from './method-open-data.tsx';
import { methodHeadings, MethodSection } from './method-sections.tsx';
import { Sources, VolatilityClasses } from './volatility-classes.tsx';
import { GradeBands } from '../../components/offer-grade.tsx';

const TITLE = 'Bonus Değeri Nasıl Hesaplanır?';

/**
 * The bonus-value method: how the site values an offer, in the words of shared-data's
 * `src/bonus-value/METHOD.md`, with a worked example whose figures the server computes (`contentApi.bonusValueExample`).
 * Every value the site shows links here. A static page: its text and figures come with the server's HTML.
 */
function MethodPage() {
  const example = useContent<BonusValueExample>(contentApi.bonusValueExample);
  return (
    <article>
      <PageMeta
        title={`${TITLE} Yöntemimiz`}
        description="Bir casino bonusunun gerçek değerini nasıl hesapladığımız: çevrimin ortalama maliyeti, teklifin binlerce kez oynatıldığı simülasyon, oynaklık sınıfları, varsayımlar ve rakamlarla çalışılmış bir örnek."
        type="article"
        jsonLd={(origin) => breadcrumbLd([{ name: TITLE, path: paths.bonusValueMethod }], origin)}
      />
      <PageHeading>
        <h1>{TITLE}</h1>
        <p>
          Bir bonusun reklamdaki tutarı, size ne kazandıracağını söylemez. Sitede gösterilen her bonus değeri aynı
          yöntemle hesaplanır: önce çevrimin ortalama maliyeti, ardından teklifin binlerce kez oynatıldığı bir simülasyon.
          Bu sayfa yöntemi, varsayımlarını ve sınırlarını bir örnekle anlatıyor.
        </p>
      </PageHeading>
      <TableOfContents headings={methodHeadings} />
      <Prose>
        <MethodSection section="closedForm">
          <p>Bonus çevrim hesaplayıcımızın da kullandığı en basit hesap üç adımdan oluşur:</p>
          <ul>
            <li>
              <strong>Çevrim tutarı</strong> = çevrim katı × taban ÷ oyunun katkısı. Taban, şartlara göre ya yalnızca
              bonus ya da yatırım + bonus tutarıdır; katkı, şartların oyunun türüne (slot, canlı casino) tanıdığı
              paydır. Slotlar çoğu teklifte %100 sayılır.
            </li>
            <li>
              <strong>Beklenen kayıp</strong> = çevrim tutarı × (1 − RTP). RTP %96 ise çevrilen her 100 TL&apos;nin
              ortalama 4 TL&apos;si kasada kalır.
            </li>
            <li>
              <strong>Değer</strong> = bonus − beklenen kayıp.
            </li>
          </ul>
          <p>
            Bu hesap kasa avantajını çevrimin tamamı üzerinden alır; yani her oyuncunun çevrimi sonuna kadar oynadığını
            varsayar. Gerçekte böyle olmaz:
          </p>
          <ul>
            <li>
              Bakiyesi biten oyuncu oynamayı bırakır ve kasa avantajını yalnızca oynadığı tutar üzerinden öder. Kimse
              yatırdığından fazlasını kaybedemez, ama kapalı form bunu görmez. Bu yüzden gerçek değer çoğu zaman kapalı
              formun söylediğinden yüksektir ve oyunun oynaklığı arttıkça fark büyür.
            </li>
            <li>
              Azami çekim sınırı, şanslı oyuncuların kazancının sınırı aşan kısmını keser; düşük bir sınır değeri düşürür.
              Kapalı form sınırı da hesaba katmaz.
            </li>
            <li>
              Kapalı form yalnızca bir ortalama verir: çevrimi tamamlama olasılığını ve sonuçların ne kadar dağıldığını
              söylemez.
            </li>
          </ul>
        </MethodSection>

        <MethodSection section="simulation">
          <p>
            {`Bu yüzden teklifi, belirli bir RTP ve oynaklıktaki bir oyunda sabit bir bahisle baştan sona en az ${formatInteger(BONUS_VALUE_RUNS.default)} kez oynatırız. Her oynayışa tur diyoruz. Nakit bonusta:`}
          </p>
          <ul>
            <li>Tur, yatırım ile bonusun toplamı kadar bir bakiyeyle başlar.</li>
            <li>
              Her dönüşte aynı bahis yatırılır ve şartlardaki azami bahis aşılmaz. Çevrim tutarı bahsin tam katı değilse,
              son ve daha küçük bir bahis çevrimi tamamlar.
            </li>
            <li>
              Tur, çevrim bittiğinde <strong>tamamlanır</strong>; bakiye bir sonraki bahsi karşılayamadığında ise{' '}
              <strong>batar</strong>.
            </li>
            <li>
              Çevrimi tamamlayan tur bakiyesini öder; şartlarda azami çekim varsa en fazla o tutarı. Batan tur hiçbir şey
              ödemez: çevrim bitmeden ne bonus ne de bakiye çekilebilir ve kalan tutar bir bahsin altındadır.
            </li>
          </ul>
          <p>Bonus türü ve bedava dönüşler turu şöyle değiştirir:</p>
          <ul>
            <li>
              <strong>Yapışkan bonus:</strong> tur aynı oynanır, ama çekimde bonus tutarı bakiyeden düşülür; çekilebilen
              yalnızca bonusun üstünde kalan kazançtır.
            </li>
            <li>
              <strong>Yapışkan olmayan bonus:</strong> önce yatırım, oyuncunun kendi parası olarak aynı bahisle oynanır
              ve bu bahisler de çevrime sayılır. Bakiye yatırım + bonus tutarına ulaşırsa oyuncu parasını çeker ve bonustan
              vazgeçer; bu tutara sınır uygulanmaz. Yatırım biterse bonus devreye girer ve çevrimin kalanını oynar.
              Oyuncunun ne zaman çekeceği bizim varsayımımızdır.
            </li>
            <li>
              <strong>Bedava dönüşler:</strong> dönüş sayısı × dönüş değeri, şartlardaki slotta oynanır. Kazançları ayrı
              bir bonus bakiyesidir: kazanç üzerindeki çevrim katıyla aynı slotta çevrilir, sonra üst sınırla kesilir.
              Çevrim yoksa kazanç hemen çekilebilir.
            </li>
            <li>
              <strong>İki parça birlikte:</strong> hem nakit bonus hem bedava dönüş veren teklifte iki parça her turda,
              şartların söylediği sırayla ve ayrı bakiyelerden oynanır. Casino sayfası her parçayı ve toplamı ayrı
              gösterir.
            </li>
          </ul>
          <p>
            Bir dönüşün sonucunu oyunun RTP&apos;si ve oynaklık sınıfı belirler. Modelde dönüşün iki sonucu vardır: ya
            bahsin belirli bir katını öder ya da hiçbir şey ödemez. Bu katın büyüklüğü ve sıklığı, ortalama ödeme
            RTP&apos;ye, ödemenin standart sapması da sınıfın σ değerine eşit olacak biçimde seçilir. Yüzlerce dönüş
            sonunda bakiyeyi neredeyse yalnızca ödemelerin ortalaması ve varyansı belirlediği için (merkezî limit
            teoremi) bu sadeleştirme çevrimin büyük bölümünde sonucu değiştirmez.
          </p>
        </MethodSection>

        <MethodSection section="standardPlay">
          <p>Casinoların rakamları karşılaştırılabilsin diye her teklifi aynı kurallarla oynatırız:</p>
          <ul>
            <li>
              <strong>Yatırım:</strong> yüzdelik (eşleşme) bonuslarında bonusun tamamını kazandıran yatırım, yani bonus üst
              sınırı ÷ eşleşme oranı; örneğin 1.000 TL&apos;ye kadar %100 bonusta 1.000 TL. Asgari yatırım bundan
              yüksekse asgari yatırım; ne üst sınır ne de asgari yatırım belirtilmişse teklifin para biriminde 100. Diğer
              bonuslarda asgari yatırım; belirtilmemişse yatırım yapılmaz (yatırımsız bonus).
            </li>
            <li>
              <strong>Bahis:</strong> başlangıç bakiyesinin (yatırım + bonus; yalnızca bedava dönüş veren tekliflerde
              dönüşlerin toplam değeri) %1&apos;i, kuruşa aşağı yuvarlanır ve en az 0,01&apos;dir. Aynı bahis bedava
              dönüş kazançlarının çevriminde de kullanılır. Şartlarda en az bahis varsa bahis ondan düşük olmaz; azami bahis daha düşükse azami
              bahis oynanır. En az bahis azami bahisten büyükse çevrim bu şartlarla yapılamaz ve değer hesaplanmaz.
            </li>
            <li>
              <strong>Oyun:</strong> casinonun referans oyunu. Casino sayfasında adı, RTP&apos;si ve oynaklık sınıfı
              yazar; simülasyon bu RTP&apos;yi ve sınıfın σ değerini kullanır. Bedava dönüşler şartlardaki slotta (slot
              seçilmemişse referans oyunda) oynanır.
            </li>
            <li>
              <strong>Tur sayısı ve tohum:</strong>{' '}
              {`önce ${formatInteger(BONUS_VALUE_RUNS.default)} tur; beklenen çekimin standart hatası başlangıç bakiyesinin %2'sini (en az 1 birimi) aşıyorsa bu sınıra inecek kadar çok tur, en fazla ${formatInteger(BONUS_VALUE_RUNS.max)}. Casino sayfası kullanılan tur sayısını yazar. Rastgele sayı üretecinin tohumu ${example.value.seed}. Aynı şartlar ve aynı oyun her hesapta aynı rakamları verir, yani sonuçlar yeniden üretilebilir. Her teklif aynı rastgele sayılarla oynandığı için iki teklif arasındaki fark şanstan değil, şartlardan gelir.`}
            </li>
          </ul>
          <p>
            Rakamları okurun tarayıcısı değil sunucu hesaplar. Bir teklifin şartları ya da referans oyunu değiştiğinde
            rakamlar yeniden hesaplanır; eski şartlarla hesaplanmış bir sonuç gösterilmez.
          </p>
        </MethodSection>

        <VolatilityClasses example={example} />

        <MethodSection section="figures">
          <ul>
            <li>
              <strong>Çekim yapabilme olasılığı:</strong> sonunda çekilecek parası kalan turların payı. Diğerleri çevrim
              bitmeden batar ya da (yapışkan bonusta) bonus düşülünce elinde bir şey kalmaz.
            </li>
            <li>
              <strong>Yatırdığından fazlasını çekme olasılığı:</strong> yatırımdan fazlasını çeken turların payı.
            </li>
            <li>
              <strong>Çevrimi tamamlama olasılığı:</strong> başladığı her çevrimi bitirebilen turların payı.
            </li>
            <li>
              <strong>Çekim yapanların ortanca çekimi:</strong> para çeken turların yarısı bu tutardan azını, yarısı
              fazlasını çeker.
            </li>
            <li>
              <strong>Beklenen çekim:</strong> bir turun ortalama ödemesi; batan turlar sıfır olarak sayılır.
            </li>
            <li>
              <strong>Beklenen net değer:</strong> beklenen çekim eksi yatırım. Sıfırın üzerindeyse teklif, çok sayıda
              oyuncunun ortalamasında yatırılandan fazlasını geri verir; altındaysa ortalamada kaybettirir. Tek bir
              oyuncunun sonucu bu ortalamadan çok uzak olabilir.
            </li>
            <li>
              <strong>%95 aralık:</strong> tur sayısı sınırlı olduğu için her beklenen değer bir tahmindir. Aralık, tahmin
              ± 1,96 standart hatadır ve değer aralığın izin verdiği kesinlikte yazılır: standart hata 1&apos;in
              üzerindeyse kuruş gösterilmez. Olasılıkların aralığı p ± 1,96 √(p (1 − p) ÷ tur sayısı) ile bulunur.
            </li>
            <li>
              <strong>Bahis tablosu:</strong> aynı teklif en az bahiste, standart bahiste ve en yüksek bahiste ayrıca
              hesaplanır. Küçük bahis bütün çevrimi kasa avantajına maruz bırakır; büyük bahis turu daha erken bitirir ya
              da batırır, bu yüzden değerin işareti bahisle değişebilir.
            </li>
            <li>
              <strong>Dağılım grafiği:</strong> hiçbir şey çekemeyen turlar ayrı gösterilir; diğerleri, bir kazancın
              bakiyeye eklediği tutarın tam katı genişlikteki dilimlerde sayılır.
            </li>
          </ul>
        </MethodSection>

        <MethodExample example={example} />

        <MethodSection section="limits">
          <ul>
            <li>
              Süre sınırı değerlendirilmez: çevrimi bitirme süresi oyuna değil, oyuncunun ne kadar hızlı oynadığına
              bağlıdır. Dönüş değeri belirtilmemiş bedava dönüşler de değere katılmaz; sayfa bunu ayrıca yazar.
            </li>
            <li>
              Yalnızca referans oyunun türünün katkısı hesaba katılır. Şartlarda bir türün katkısı yazmıyorsa %100 sayılır;
              %0 ise çevrim o oyunda yapılamaz ve değer hesaplanmaz.
            </li>
            <li>
              Yapışkan olmayan bonusta oyuncunun bakiyesi yatırım + bonus tutarına ulaşınca parasını çektiği varsayılır;
              başka bir çekim kuralı başka bir değer verir.
            </li>
            <li>
              Bahis sabittir: model, bakiyesi değiştikçe bahsini büyüten ya da küçülten bir oyuncuyu değil, her dönüşte
              aynı tutarı yatıran oyuncuyu hesaplar.
            </li>
            <li>
              Dönüşün iki sonucu vardır; gerçek bir slot küçük kazançları çok daha sık verir. Fark en çok batmaya yakın
              anlarda ve dağılımın uçlarında görülür.
            </li>
            <li>
              Şartların geri kalanı (oyun listesi, ülke kısıtları, hesap doğrulama, bonusun iptal koşulları) modelde
              yoktur. Bir teklifi almadan önce casinonun kendi şartlarını okuyun.
            </li>
            <li>
              Bu rakamlar tavsiye ya da kazanç vaadi değildir; çok sayıda oyuncunun ortalamasını anlatır. Tek bir oturumda
              her sonuç mümkündür ve ortalamada kazandırır görünen bir teklif de yatırdığınız paranın tamamını
              kaybettirebilir.
            </li>
          </ul>
          <p>
            Şans oyunları 18 yaşından küçükler için değildir; para kaybettirebilir ve bağımlılık yapabilir. Yalnızca
            kaybetmeyi göze alabileceğiniz tutarla oynayın. Sınır koymak ve destek almak için{' '}
            <Link to={paths.responsibleGaming}>Sorumlu Oyun</Link> sayfamıza bakın.
          </p>
        </MethodSection>

        <MethodSection section="grades">
          <GradeBands />
        </MethodSection>

        <MethodOpenData />

        <MethodHistory version={OFFER_MODEL_VERSION} />

        <Sources />
      </Prose>
    </article>
  );
}

export const BonusValueMethodPage = withContentBoundary(MethodPage);
