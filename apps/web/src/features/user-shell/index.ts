export { BrowserCheck } from './components/browser-check';
export { SchoolSwitcher } from './components/school-switcher';
export { ShellMenu } from './components/shell-menu';
export { UserPoints } from './components/user-points';
export { shellDisplayName } from './display-name';
export { useClassAiNotice } from './use-class-ai-notice';
export { useTeacherAccounts } from './use-teacher-accounts';
export {
  canPrintBooks,
  userShellEntries,
  userShellTabIndex,
  type TUserShellEntry,
  type TUserShellKey,
} from './user-shell-menu';
