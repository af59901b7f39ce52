/** The roles in the words the admin uses: the accounts' screen and the audit log alike. */
import type { Role } from '../../server/contract.ts';

export const roleLabels: Record<Role, string> = { editor: 'Editör', admin: 'Yönetici' };
