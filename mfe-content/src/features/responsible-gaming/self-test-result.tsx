import { useId } from 'react';
import type { SelfTestBand } from 'shared-data/responsible-gaming';
import { selfTestBandNames, selfTestBandTexts } from './self-test-wording.ts';
import { GuideLinks, HelpLines } from './support-links.tsx';
import { Panel } from '../../components/panel.ts';
import { StopNotice } from './tool-styles.ts';

/** The total out of 27, its band and what to do next. */
export function SelfTestResult({ total, band }: { total: number; band: SelfTestBand }) {
  const headingId = useId();
  const serious = band === 'moderate' || band === 'problem';
  return (
    <Panel aria-labelledby={headingId} data-testid="self-test-result">
      <h2 id={headingId}>Sonucunuz: {selfTestBandNames[band]}</h2>
      <p>
        Toplam puanınız: <strong>{`${total} / 27`}</strong>
      </p>
      <p>{selfTestBandTexts[band]}</p>
      {serious && (
        <StopNotice>
          <p>
            <strong>Önerimiz: oynamayı şimdi bırakın.</strong>
          </p>
          <p>
            Üye olduğunuz her casino sitesinde, hesap ayarlarının sorumlu oyun bölümündeki kendini dışlama (self-exclusion)
            aracıyla hesabınızı kapatın; en az altı ay seçin. Bu araç sitede yoksa müşteri hizmetlerinden hesabınızın
            kapatılmasını yazılı olarak isteyin. Yatırım limitinizi sıfıra çekin, kayıtlı kartlarınızı silin ve durumu
            güvendiğiniz biriyle paylaşın.
          </p>
        </StopNotice>
      )}
      <h3>Destek alabileceğiniz yerler</h3>
      <HelpLines />
      <h3>Okumanızı önerdiğimiz yazılar</h3>
      <GuideLinks tool="selfTest" />
    </Panel>
  );
}
