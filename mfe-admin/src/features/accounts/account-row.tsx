import { useId } from 'react';
import { formatIstanbulDateTime } from 'shared-data/cms';
import { textFieldStyles } from 'shared-data/react';
import styled from 'styled-components';
import type { AccountSummary, Role } from '../../../server/contract.ts';
import { SecondaryButton } from '../../components/buttons.tsx';
import { roleLabels } from './accounts-api.ts';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const RoleSelect = styled.select`
  ${textFieldStyles}
`;

const Note = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** An account kept in the database. The contract gives the environment's admin no id: it has no row to change. */
export type StoredAccount = AccountSummary & { id: number };
const isStored = (account: AccountSummary): account is StoredAccount => account.id !== null;

export interface AccountActions {
  changeRole(account: StoredAccount, role: Role): void;
  toggleDisabled(account: StoredAccount): void;
  askDelete(account: StoredAccount): void;
  resetTwoFactor(account: StoredAccount): void;
}

/**
 * One account: its role, whether it may sign in, and its controls. The admin from the environment is configured
 * on the server, so the API can neither change nor delete it: its row only says where it comes from.
 */
export function AccountRow({ account, busy, actions }: { account: AccountSummary; busy: boolean; actions: AccountActions }) {
  // The buttons say what they do; the row's username, as their description, says to whom.
  const nameId = useId();
  return (
    <tr>
      <td id={nameId}>{account.username}</td>
      <td>
        {isStored(account) ? (
          <RoleSelect
            aria-label={`Rol: ${account.username}`}
            value={account.role}
            disabled={busy}
            onChange={(event) => actions.changeRole(account, event.target.value as Role)}
          >
            <option value="editor">{roleLabels.editor}</option>
            <option value="admin">{roleLabels.admin}</option>
          </RoleSelect>
        ) : (
          roleLabels[account.role]
        )}
      </td>
      <td>{account.disabled ? 'Devre dışı' : 'Etkin'}</td>
      <td>{account.twoFactor ? 'Açık' : 'Kapalı'}</td>
      <td>{account.createdAt ? formatIstanbulDateTime(account.createdAt) : '—'}</td>
      <td>
        {isStored(account) ? (
          <Actions>
            <SecondaryButton type="button" disabled={busy} aria-describedby={nameId} onClick={() => actions.toggleDisabled(account)}>
              {account.disabled ? 'Etkinleştir' : 'Devre dışı bırak'}
            </SecondaryButton>
            <SecondaryButton type="button" disabled={busy} aria-describedby={nameId} onClick={() => actions.askDelete(account)}>
              Sil
            </SecondaryButton>
            {account.twoFactor && (
              <SecondaryButton type="button" disabled={busy} aria-describedby={nameId} onClick={() => actions.resetTwoFactor(account)}>
                İki adımlı doğrulamayı sıfırla
              </SecondaryButton>
            )}
          </Actions>
        ) : (
          <Note>Ortam değişkeninden</Note>
        )}
      </td>
    </tr>
  );
}
