import { AccountType } from '@haoduo/contract';
import { useEffect } from 'react';
import { useAppStore } from '../../shared/stores/app-store';

/**
 * App-spec section 4: a teacher whose account list is empty is logged out; otherwise the
 * first account is chosen when the current one is missing.
 */
export function useTeacherAccounts(logout: () => void): void {
  const accountType = useAppStore((state) => state.accountType);
  const accounts = useAppStore((state) => state.accountList);
  const user = useAppStore((state) => state.user);
  const patch = useAppStore((state) => state.patch);
  useEffect(() => {
    if (accountType !== AccountType.TEACHER) return;
    if (accounts.length === 0) {
      logout();
      return;
    }
    if (!accounts.some((a) => a.accountUserId === user?.accountUserId)) {
      patch({ user: accounts[0] });
    }
  }, [accountType, accounts, user, patch, logout]);
}
