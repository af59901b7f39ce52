import { paths } from 'shared-data';
import { Link } from 'shared-data/react';
import { responsibleGamingGuides } from 'shared-data/responsible-gaming';

/** The gambling help services: Yeşilay's 115 line and YEDAM (not Alo 191, which is the drug line). */
export function HelpLines() {
  return (
    <ul>
      <li>
        <strong>
          Yeşilay Danışmanlık Hattı <a href="tel:115">115</a>:
        </strong>{' '}
        kumar dahil bağımlılıklar için ücretsiz ve gizli danışmanlık.
      </li>
      <li>
        <strong>YEDAM (Yeşilay Danışmanlık Merkezleri):</strong> bağımlılıkla mücadele eden kişilere ve yakınlarına
        ücretsiz psikososyal destek; randevu için de 115&apos;i arayabilirsiniz.
      </li>
    </ul>
  );
}

/** The tactics articles on bankroll and tilt, and the other tool. */
export function GuideLinks({ tool }: { tool: 'selfTest' | 'spendingPlanner' }) {
  return (
    <ul>
      <li>
        <Link to={paths.tactic(responsibleGamingGuides.bankroll)}>Kasa Yönetimi 101: bütçe, birim büyüklüğü ve oturum kuralları</Link>
      </li>
      <li>
        <Link to={paths.tactic(responsibleGamingGuides.tilt)}>Tilt Kontrolü: duygusal kararları frenlemek</Link>
      </li>
      {tool === 'selfTest' ? (
        <li>
          <Link to={paths.spendingPlanner}>Bütçe Planlayıcı: aylık ve haftalık kayıp sınırınızı belirleyin</Link>
        </li>
      ) : (
        <li>
          <Link to={paths.selfTest}>Kendini Test Et: son 12 ayınıza dair dokuz soru</Link>
        </li>
      )}
    </ul>
  );
}
