import { breadcrumbLd, contentApi, formatInteger, paths, type BonusValueExample } from 'shared-data';
import { OFFER_MODEL_VERSION } from 'shared-data/bonus-value';
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
  const runs = formatInteger(example.value.runs);
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
              <strong>Çevrim tutarı</strong> = çevrim katı × taban. Taban, şartlara göre ya yalnızca bonus ya da yatırım
              + bonus tutarıdır; oyunun çevrime %100 katkı yaptığı varsayılır.
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
            {`Bu yüzden teklifi, belirli bir RTP ve oynaklıktaki bir oyunda sabit bir bahisle baştan sona ${runs} kez oynatırız. Her oynayışa tur diyoruz:`}
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
              <strong>Bahis:</strong> başlangıç bakiyesinin (yatırım + bonus) %1&apos;i, kuruşa aşağı yuvarlanır ve en
              az 0,01&apos;dir. Şartlarda en az bahis varsa bahis ondan düşük olmaz; azami bahis daha düşükse azami
              bahis oynanır. En az bahis azami bahisten büyükse çevrim bu şartlarla yapılamaz ve değer hesaplanmaz.
            </li>
            <li>
              <strong>Oyun:</strong> casinonun referans oyunu. Casino sayfasında adı, RTP&apos;si ve oynaklık sınıfı
              yazar; simülasyon bu RTP&apos;yi ve sınıfın σ değerini kullanır.
            </li>
            <li>
              <strong>Tur sayısı ve tohum:</strong>{' '}
              {`${runs} tur; rastgele sayı üretecinin tohumu ${example.value.seed}. Aynı şartlar ve aynı oyun her hesapta aynı rakamları verir, yani sonuçlar yeniden üretilebilir. Her teklif aynı rastgele sayılarla oynandığı için iki teklif arasındaki fark şanstan değil, şartlardan gelir.`}
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
              <strong>Çevrimi tamamlama olasılığı:</strong> çevrimi bitirebilen turların payı. Geri kalan turlar çevrim
              bitmeden batar.
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
              <strong>10., 50. ve 90. yüzdelikler:</strong> turların %10&apos;u, %50&apos;si ve %90&apos;ı bu tutarda ya
              da altında biter. 50. yüzdelik (medyan) tipik bir oyuncunun sonucudur. Net değer yüzdelikleri, çekim
              yüzdeliklerinden yatırımın çıkarılmasıyla bulunur.
            </li>
            <li>
              <strong>Standart hata:</strong>{' '}
              {`tur sayısının sınırlı olmasından gelen belirsizlik; ${runs} turla beklenen değerler yaklaşık bu kadar oynayabilir.`}
            </li>
          </ul>
        </MethodSection>

        <MethodExample example={example} />

        <MethodSection section="limits">
          <ul>
            <li>
              Bedava dönüşler ve süre sınırı değerlendirilmez: bedava dönüşlerin dönüş başına tutarı elimizde yok; çevrimi
              bitirme süresi ise oyuna değil, oyuncunun ne kadar hızlı oynadığına bağlıdır.
            </li>
            <li>
              Oyunun çevrime katkısı %100 sayılır, çoğu slotta olduğu gibi. Katkısı düşük oyunlarda (örneğin masa
              oyunlarında) aynı çevrim için çok daha fazla bahis gerekir ve değer düşer.
            </li>
            <li>
              Bahis sabittir: model, bakiyesi değiştikçe bahsini büyüten ya da küçülten bir oyuncuyu değil, her dönüşte
              aynı tutarı yatıran oyuncuyu hesaplar.
            </li>
            <li>
              Dönüşün iki sonucu vardır; gerçek bir slot küçük kazançları çok daha sık verir. Fark en çok batmaya yakın
              anlarda ve yüzdeliklerin uçlarında görülür.
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
