export { logoutRequest, useLogout } from './api/logout';
export { UserMenu } from './components/user-menu';
export { userMenuEntries, type TUserMenuEntry } from './components/user-menu-items';
