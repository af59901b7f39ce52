import { AnimatedCounter } from 'shared-data/react';
import styled from 'styled-components';
import type { OverviewCounts } from '../../../server/contract.ts';
import { AdminPage } from '../../components/admin-page.tsx';
import { AlertBox } from '../../components/alert-box.tsx';
import { SecondaryButton } from '../../components/buttons.tsx';
import { fetchOverview } from '../../lib/api.ts';
import { useSession } from '../../lib/session-context.ts';
import { useAdminData } from '../../lib/use-admin-data.ts';
import { BackupPanel } from './backup-panel.tsx';

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

/** 'Genel Bakış': four count cards, counted by the server from the content store, and for admins the daily backup. */
export function OverviewPage() {
  const { state, retry } = useAdminData(fetchOverview);
  const { session } = useSession();

  return (
    <AdminPage title="Genel Bakış" intro="Sitedeki içeriğin kısa özeti.">
      {state.status === 'failed' ? (
        <div>
          <AlertBox role="alert">Sayılar yüklenemedi. Lütfen tekrar deneyin.</AlertBox>
          <p>
            <SecondaryButton type="button" onClick={retry}>
              Tekrar Dene
            </SecondaryButton>
          </p>
        </div>
      ) : (
        <Grid aria-busy={state.status === 'loading' || undefined}>
          {cards.map((card) => (
            <Card key={card.key}>
              <h2>{card.label}</h2>
              <p>{state.status === 'ready' ? <AnimatedCounter value={state.data[card.key]} format /> : '…'}</p>
            </Card>
          ))}
        </Grid>
      )}
      {session.role === 'admin' && <BackupPanel />}
    </AdminPage>
  );
}
