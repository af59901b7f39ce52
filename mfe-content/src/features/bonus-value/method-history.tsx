import { formatInteger } from 'shared-data';
import { MethodSection } from './method-sections.tsx';

/**
 * What each version of the method changed, newest first. Every stored value keeps the version it was computed with
 * (in its fingerprint), and the servers recompute every value of an older version at start; the page's test holds
 * this list to `OFFER_MODEL_VERSION`.
 */
export const methodVersions: ReadonlyArray<{ version: number; date: string; changes: string }> = [
  {
    version: 3,
    date: '29 Kasım 2026',
    changes:
      "Teklifin bütün şartları değere giriyor: bonus türü (nakit, yapışkan, yapışkan olmayan), referans oyunun türünün çevrime katkısı ve bedava dönüşler (dönüş değeri, oynandığı slot, kazançların çevrimi ve üst sınırı). Bedava dönüş veren teklifler de artık değerleniyor; nakit bonus ile bedava dönüşler ayrı ayrı ve toplam olarak gösteriliyor. Koşu sayısı, standart hata başlangıç bakiyesinin %2'sini (en az 1 birimi) geçmeyecek biçimde seçiliyor ve her beklenen değer %95 aralığıyla, aralığın izin verdiği kesinlikte yazılıyor. Yüzdelik senaryoların yerini çekim yapabilme ve yatırdığından fazlasını çekme olasılıkları ile çekim yapanların ortanca çekimi aldı. Her teklif en az bahiste, standart bahiste ve en yüksek bahiste ayrıca hesaplanıyor. Histogramda hiçbir şey çekemeyen koşular ayrı gösteriliyor, diğerleri kazanç adımının tam katı genişlikte dilimlerde. Bütün kayıtlı değerler yeniden hesaplandı.",
  },
  {
    version: 2,
    date: '29 Kasım 2026',
    changes:
      "Büyük bloklardaki kazanç sayısı artık tam binom dağılımından çekiliyor (Hörmann'ın BTRS yöntemi). Önceki sürüm, beklenen kazanç sayısı 30'u aşan bloklarda normal dağılımla yaklaşık çekim yapıyordu; bu yaklaşım, batmanın seyrek olduğu büyük bakiyelerde batma olasılığını abartıyordu. Örneğin düşük oynaklıkta 1.000 bahislik bir başlangıç ve 8.000 dönüşte gerçek olasılık %0,80 iken eski çekim 2 milyon turda %0,86 veriyordu. Standart oyunun bahsi artık şartlardaki en az bahsin altına inmiyor. Bütün kayıtlı değerler yeniden hesaplandı.",
  },
  {
    version: 1,
    date: '27 Kasım 2026',
    changes:
      'İlk yayımlanan yöntem: kapalı form, teklifin sabit bahisle binlerce kez oynatıldığı simülasyon, dört oynaklık sınıfı ve sitenin standart oyunu.',
  },
];

export function MethodHistory({ version }: { version: number }) {
  return (
    <MethodSection section="history">
      <p>
        {`Yöntemin şu anki sürümü ${formatInteger(version)}. Sitedeki her değer hesaplandığı sürümle birlikte saklanır; yöntem değiştiğinde sunucu açılışta bütün değerleri yeni sürümle yeniden hesaplar.`}
      </p>
      <dl>
        {methodVersions.map(({ version: number, date, changes }) => (
          <div key={number}>
            <dt>{`Sürüm ${formatInteger(number)} (${date})`}</dt>
            <dd>{changes}</dd>
          </div>
        ))}
      </dl>
    </MethodSection>
  );
}
