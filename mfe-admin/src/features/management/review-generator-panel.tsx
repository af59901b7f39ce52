import { useId, useMemo, useState } from 'react';
import { compareTurkish } from 'shared-data';
import type { AdminGame } from '../../../server/contract.ts';
import styled from 'styled-components';
import { PrimaryButton } from '../../components/buttons.tsx';
import { TodoNote } from '../../components/todo-note.tsx';

const Panel = styled.section`
  margin-bottom: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  h2 { margin: 0; font-size: ${({ theme }) => theme.font.size.xl}; }
  label { display: block; margin-bottom: ${({ theme }) => theme.space.xs}; font-weight: 600; }
  select {
    min-height: 2.75rem;
    max-width: 100%;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space.md};
`;

/**
 * Where the review generator of SPEC §2 will sit: it is to draft a game review with a generative AI service.
 * Nothing is generated and no outside service is called yet; the button stays disabled.
 */
export function ReviewGeneratorPanel({ games }: { games: readonly AdminGame[] }) {
  const id = useId();
  const sortedGames = useMemo(() => [...games].sort((a, b) => compareTurkish(a.name, b.name)), [games]);
  const [slug, setSlug] = useState(sortedGames[0]?.slug ?? '');
  return (
    <Panel aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>İnceleme Oluşturucu</h2>
      <TodoNote id={`${id}-note`}>
        Bu araç, seçilen oyun için yapay zekâ destekli bir inceleme taslağı hazırlayacak; taslak yayından önce editör
        onayından geçecek. Henüz hiçbir dış hizmete bağlı değil ve bir şey üretmiyor.
      </TodoNote>
      <Row>
        <div>
          <label htmlFor={`${id}-game`}>Oyun</label>
          <select id={`${id}-game`} value={slug} onChange={(event) => setSlug(event.target.value)}>
            {sortedGames.map((game) => (
              <option key={game.slug} value={game.slug}>
                {game.name}
              </option>
            ))}
          </select>
        </div>
        <PrimaryButton type="button" disabled aria-describedby={`${id}-note`}>
          Taslak Oluştur
        </PrimaryButton>
      </Row>
    </Panel>
  );
}
