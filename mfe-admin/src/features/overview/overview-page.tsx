import { useEffect, useState } from 'react';
import { AnimatedCounter } from 'shared-data/react';
import styled from 'styled-components';
import type { OverviewCounts } from '../../../server/contract.ts';
import { AdminPage } from '../../components/admin-page.tsx';
import { AlertBox } from '../../components/alert-box.tsx';
import { SecondaryButton } from '../../components/buttons.tsx';
import { fetchOverview, isUnauthenticated } from '../../lib/api.ts';
import { useSession } from '../auth/session-context.ts';

const cards: ReadonlyArray<{ key: keyof OverviewCounts; label: string }> = [
  { key: 'casinos', label: 'Casino Siteleri' },
  { key: 'games', label: 'Oyunlar' },
  { key: 'providers', label: 'Sağlayıcılar' },
  { key: 'blogPosts', label: 'Blog Yazıları' },
];

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  h2 { margin: 0; font-size: ${({ theme }) => theme.font.size.md}; color: ${({ theme }) => theme.colors.textMuted}; }
  p { margin: ${({ theme }) => theme.space.sm} 0 0; font-size: ${({ theme }) => theme.font.size.xxl}; font-weight: 800; color: ${({ theme }) => theme.colors.accent}; }
`;

type OverviewState = { status: 'loading' } | { status: 'ready'; counts: OverviewCounts } | { status: 'failed' };

/** 'Genel Bakış' (SPEC §2): four count cards, counted by the server from the built-in lists. */
export function OverviewPage() {
  const { sessionEnded } = useSession();
  const [state, setState] = useState<OverviewState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    fetchOverview().then(
      (counts) => {
        if (current) setState({ status: 'ready', counts });
      },
      (error: unknown) => {
        if (!current) return;
        if (isUnauthenticated(error)) sessionEnded();
        else setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt, sessionEnded]);

  return (
    <AdminPage title="Genel Bakış" intro="Sitedeki içeriğin kısa özeti.">
      {state.status === 'failed' ? (
        <div>
          <AlertBox role="alert">Sayılar yüklenemedi. Lütfen tekrar deneyin.</AlertBox>
          <p>
            <SecondaryButton
              type="button"
              onClick={() => {
                setState({ status: 'loading' });
                setAttempt((n) => n + 1);
              }}
            >
              Tekrar Dene
            </SecondaryButton>
          </p>
        </div>
      ) : (
        <Grid aria-busy={state.status === 'loading' || undefined}>
          {cards.map((card) => (
            <Card key={card.key}>
              <h2>{card.label}</h2>
              <p>{state.status === 'ready' ? <AnimatedCounter value={state.counts[card.key]} format /> : '…'}</p>
            </Card>
          ))}
        </Grid>
      )}
    </AdminPage>
  );
}
