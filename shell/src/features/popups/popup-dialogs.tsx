import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import {
  affiliateHref,
  contentApi,
  contentResource,
  forgetContent,
  formatNumber,
  siteConfig,
  type AffiliatePlacement,
  type BonusEntry,
} from 'shared-data';
import { imageSizes } from 'shared-data/image-sizes';
import styled from 'styled-components';
import { accentPillStyles, outlinePillStyles } from '../../components/pill-styles.ts';
import { Dialog } from '../../components/dialog/dialog.tsx';
import type { PopupName } from './popup-machine.ts';
import { usePopupStore } from './popup-store.ts';

/** The carousel shows bonus entries 2 to 5. */
const carouselRange = { from: 1, to: 5 } as const;

const affiliateRel = 'sponsored noopener noreferrer';

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Perks = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding-left: 1.25rem;
  li + li { margin-top: ${({ theme }) => theme.space.xs}; }
`;

const Cta = styled.a`
  ${accentPillStyles}
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 3rem;
  padding: 0 ${({ theme }) => theme.space.lg};
  font-weight: 800;
  text-align: center;
`;

const Badge = styled.span`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space.xs};
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 800;
`;

const Casino = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
  img {
    width: 4.5rem;
    height: 4.5rem;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  h3 { margin: 0; font-size: ${({ theme }) => theme.font.size.lg}; }
  dl { margin: 0; }
  dt { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.font.size.sm}; }
  dd { margin: 0; font-weight: 700; overflow-wrap: anywhere; }
`;

const Rating = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 700;
`;

const Fineprint = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const StepButton = styled.button`
  ${outlinePillStyles}
  font-weight: 600;
`;

const Position = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

const NewTab = () => <span className="visually-hidden"> (yeni sekmede açılır)</span>;

/**
 * A popup's call to a casino, through our redirect (`/git/<slug>`) tagged with the popup and the page it covers, so the
 * click is counted where it happened; the casino's own address never reaches the browser.
 */
function AffiliateCta({ entry, placement, children }: { entry: BonusEntry; placement: AffiliatePlacement; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Cta href={affiliateHref(entry.slug, placement, pathname)} target="_blank" rel={affiliateRel}>
      {children}
      <NewTab />
    </Cta>
  );
}

function CasinoSummary({ entry, heading }: { entry: BonusEntry; heading?: ReactNode }) {
  return (
    <Casino>
      <img src={entry.logoUrl} alt={`${entry.name} logosu`} width={imageSizes.logo.width} height={imageSizes.logo.height} />
      <div>
        {heading}
        <dl>
          <dt>Hoş Geldin Bonusu</dt>
          <dd>{entry.welcomeBonus}</dd>
        </dl>
        <Rating>
          <span aria-hidden="true">★ </span>
          Puan: {formatNumber(entry.rating, 1)} / 5
        </Rating>
      </div>
    </Casino>
  );
}

function ChannelInvitePopup() {
  const dispatch = usePopupStore((s) => s.dispatch);
  return (
    <Dialog title="Kanalımıza Katılın" onClose={() => dispatch({ type: 'channelInviteClosed' })}>
      {/* Short blocks: a popup's text is never larger than the page's own content (its largest paint). */}
      <Lead>{siteConfig.channelLabel} üzerinden her gün ilk siz öğrenin:</Lead>
      <Perks>
        <li>Yeni bonus fırsatları</li>
        <li>Oyun incelemeleri</li>
        <li>Kazanma taktikleri</li>
      </Perks>
      <Cta href={siteConfig.channelUrl} target="_blank" rel="noopener noreferrer" onClick={() => dispatch({ type: 'channelJoinClicked' })}>
        Kanala Katıl
        <NewTab />
      </Cta>
    </Dialog>
  );
}

function TopCasinoPopup({ entry, carouselSize }: { entry: BonusEntry; carouselSize: number }) {
  const dispatch = usePopupStore((s) => s.dispatch);
  return (
    <Dialog
      title={
        <>
          <Badge>Editörün Seçimi</Badge>
          <br />
          {entry.name}
        </>
      }
      onClose={() => dispatch({ type: 'topCasinoClosed', carouselSize })}
    >
      <CasinoSummary entry={entry} />
      <AffiliateCta entry={entry} placement="popup-editor">
        Bonusu Şimdi Al
      </AffiliateCta>
      <Fineprint>18+ · Çevrim şartları ve site kuralları geçerlidir. Sorumlu oynayın.</Fineprint>
    </Dialog>
  );
}

function CarouselPopup({ entries }: { entries: readonly BonusEntry[] }) {
  const dispatch = usePopupStore((s) => s.dispatch);
  const index = usePopupStore((s) => s.carouselIndex);
  const entry = entries[index] ?? entries[0];
  if (!entry) return null;
  const step = (by: 1 | -1) => dispatch({ type: 'carouselStepped', step: by, carouselSize: entries.length });
  return (
    <Dialog title="Diğer Popüler Bonuslar" onClose={() => dispatch({ type: 'carouselClosed' })}>
      <section aria-roledescription="carousel" aria-label="Bonus fırsatları">
        <Controls>
          <StepButton type="button" onClick={() => step(-1)}>
            <span aria-hidden="true">‹ </span>Önceki
          </StepButton>
          <Position aria-hidden="true">
            {index + 1} / {entries.length}
          </Position>
          <StepButton type="button" onClick={() => step(1)}>
            Sonraki<span aria-hidden="true"> ›</span>
          </StepButton>
        </Controls>
        <div role="group" aria-roledescription="slide" aria-label={`${index + 1} / ${entries.length}`} aria-live="polite">
          <CasinoSummary entry={entry} heading={<h3>{entry.name}</h3>} />
          <AffiliateCta entry={entry} placement="popup-karusel">
            Siteye Git
          </AffiliateCta>
        </div>
      </section>
      <Fineprint>18+ · Çevrim şartları ve site kuralları geçerlidir. Sorumlu oynayın.</Fineprint>
    </Dialog>
  );
}

type BonusList = { status: 'loading' } | { status: 'ready'; entries: readonly BonusEntry[] } | { status: 'failed' };

/** The popup bonus list from the content API, asked for when the first popup opens (the channel invite needs none). */
function useBonusEntries(): BonusList {
  const [list, setList] = useState<BonusList>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    contentResource<BonusEntry[]>(contentApi.bonusEntries).then(
      (entries) => current && setList({ status: 'ready', entries }),
      (error: unknown) => {
        console.error('Bonus listesi yüklenemedi:', error);
        // Kept failures would be met again: the next attempt asks the server anew.
        forgetContent(contentApi.bonusEntries);
        if (current) setList({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, []);
  return list;
}

/**
 * The popup on screen, one at a time; the store's state machine decides which. The first bonus entry is the top
 * casino, entries 2 to 5 form the carousel.
 */
export function PopupDialogs({ openPopup }: { openPopup: PopupName }) {
  const dispatch = usePopupStore((s) => s.dispatch);
  const list = useBonusEntries();
  const entries = list.status === 'ready' ? list.entries : [];
  const carousel = entries.slice(carouselRange.from, carouselRange.to);
  const top = entries[0];

  useEffect(() => {
    if (openPopup !== 'topCasino' || list.status === 'loading' || top) return;
    // No top casino to show: an empty list ends the sequence as an empty carousel does; a list that
    // could not be loaded stops it for this page only, so the next visit tries again.
    dispatch(list.status === 'failed' ? { type: 'aborted' } : { type: 'topCasinoClosed', carouselSize: 0 });
  }, [openPopup, top, list.status, dispatch]);

  switch (openPopup) {
    case 'channelInvite':
      return <ChannelInvitePopup />;
    case 'topCasino':
      return top ? <TopCasinoPopup entry={top} carouselSize={carousel.length} /> : null;
    case 'carousel':
      return <CarouselPopup entries={carousel} />;
  }
}
