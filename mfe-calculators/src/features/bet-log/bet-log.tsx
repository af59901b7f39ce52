import { useState } from 'react';
import { compareTurkish } from 'shared-data';
import { betLogStats, cumulativeSeries, type BetInput, type BetLogFilter } from 'shared-data/betting';
import styled from 'styled-components';
import { SecondaryButton } from '../../components/calculator-card.tsx';
import { MoneyHelpLine } from '../../components/help-line.tsx';
import { BetFile } from './bet-file.tsx';
import { BetForm } from './bet-form.tsx';
import type { StoredBet } from './bet-log-store.ts';
import { BetFilter, BetStats } from './bet-stats.tsx';
import { BetTable } from './bet-table.tsx';
import { ProfitChart } from './profit-chart.tsx';
import { useBetLog } from './use-bet-log.ts';

const Status = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 2.75rem;
  p { margin: 0; }
`;

const Problem = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.dangerBorder};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.dangerSurface};
`;

const Part = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

/** The markets logged, each once, in Turkish order: the form's suggestions and the filter's choices. */
const marketsOf = (bets: readonly StoredBet[]) => [...new Set(bets.map((b) => b.market))].sort(compareTurkish);

/**
 * The bet log: the form, the statistics, the chart, the table, the file. The server renders the form alone, empty (the
 * bets are in the browser); what the reader types there before the page's code runs is kept, and it is sent once the
 * log has opened.
 */
export function BetLog() {
  const log = useBetLog();
  const [editing, setEditing] = useState<StoredBet | null>(null);
  const [filter, setFilter] = useState<BetLogFilter>({});

  if (log.status === 'unavailable') {
    return (
      <Problem role="alert">
        Kupon defteri bu tarayıcıda açılamadı: tarayıcı bu siteye veri saklatmıyor. Gizli pencerede ya da site verileri
        engellendiğinde böyle olur; defteri kullanmak için normal bir pencere açın ya da bu site için veri saklamaya izin
        verin.
      </Problem>
    );
  }
  if (log.status === 'closed') {
    return (
      <Problem role="alert">
        Kupon defteri başka bir sekmede ya da tarayıcının ayarlarından silindi veya değiştirildi. Güncel hâlini görmek
        için sayfayı yenileyin.
      </Problem>
    );
  }

  const markets = marketsOf(log.bets);
  const submit = async (input: BetInput) => {
    if (editing === null) return log.add(input);
    const stored = await log.update(editing, input);
    if (stored) setEditing(null);
    return stored;
  };
  const remove = (bet: StoredBet) => {
    if (editing?.id === bet.id) setEditing(null);
    return log.remove(bet);
  };

  const form = (
    <BetForm
      key={editing?.id ?? 'new'}
      editing={editing}
      markets={markets}
      ready={log.status === 'ready'}
      onSubmit={submit}
      onCancel={() => setEditing(null)}
    />
  );
  // Until the log has opened the form takes text, and its button waits: nothing else changes under the reader.
  if (log.status === 'opening') return form;
  return (
    <>
      {form}
      <Status role="status" data-testid="bet-log-status">
        {log.notice && <p>{log.notice}</p>}
        {log.undoable && (
          <SecondaryButton type="button" onClick={() => void log.undo()}>
            Geri al
          </SecondaryButton>
        )}
      </Status>
      <BetFilter filter={filter} markets={markets} onChange={setFilter} />
      <BetStats stats={betLogStats(log.bets, filter)} />
      <MoneyHelpLine />
      <Part aria-labelledby="bet-log-chart-title">
        <h2 id="bet-log-chart-title">Kümülatif kâr</h2>
        <ProfitChart series={cumulativeSeries(log.bets, filter)} />
      </Part>
      <Part aria-labelledby="bet-log-table-title">
        <h2 id="bet-log-table-title">Bahisler</h2>
        <BetTable bets={log.bets} onEdit={setEditing} onDelete={(bet) => void remove(bet)} />
      </Part>
      <BetFile bets={log.bets} onImport={log.importBets} />
    </>
  );
}
