export { useCheckAlive } from './api/check-alive';
export { useLogin } from './api/login';
export { useLogout } from './api/logout';
export { LoginTabs } from './components/login-tabs';
