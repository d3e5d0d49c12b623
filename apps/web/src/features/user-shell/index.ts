export {
  canPrintBooks,
  userShellEntries,
  userShellTabIndex,
  type TUserShellEntry,
  type TUserShellKey,
} from './user-shell-menu';
export { shellDisplayName } from './display-name';
