import { AccountType } from '@haoduo/contract';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Paths } from '../../shared/navigation/paths';
import { useAppStore } from '../../shared/stores/app-store';

/** Pages of the shell for teachers only (课班管理, 学员作品); others go to my/book. */
export function TeacherOnly({ children }: { children: ReactNode }) {
  const accountType = useAppStore((state) => state.accountType);
  return accountType === AccountType.TEACHER ? (
    children
  ) : (
    <Navigate to={Paths.CREATION_CENTER} replace />
  );
}
