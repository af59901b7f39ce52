import { useId } from 'react';
import { BreakSwitch } from 'shared-data/react';
import type { SelfTestBand } from 'shared-data/responsible-gaming';
import { selfTestBandNames, selfTestBandTexts } from './self-test-wording.ts';
import { BlockerGuides, GuideLinks, HelpLines } from './support-links.tsx';
import { Panel } from '../../components/panel.ts';
import { StopNotice } from './tool-styles.ts';

/**
 * The total out of 27, its band and what to do next. From a moderate risk on, the break from the offers ("Ara ver")
 * comes first, right under the result's heading; then the help lines, YEDAM's 115 first, and how to block gambling
 * sites and apps. No call to action at any band; nothing is stored (the break is the reader's own choice, in its
 * cookie).
 */
export function SelfTestResult({ total, band }: { total: number; band: SelfTestBand }) {
  const headingId = useId();
  const serious = band === 'moderate' || band === 'problem';
  return (
    <Panel aria-labelledby={headingId} data-testid="self-test-result">
      <h2 id={headingId}>Sonucunuz: {selfTestBandNames[band]}</h2>
      {serious && <BreakSwitch headingLevel={3} />}
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
      {serious && <BlockerGuides headingLevel={3} />}
      <h3>Okumanızı önerdiğimiz yazılar</h3>
      <GuideLinks tool="selfTest" />
    </Panel>
  );
}
