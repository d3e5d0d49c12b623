export { useCheckAlive } from './api/check-alive';
export { useLogin, type TStaffLoginResult } from './api/login';
export { useLogout } from './api/logout';
export { LoginTabs } from './components/login-tabs';
