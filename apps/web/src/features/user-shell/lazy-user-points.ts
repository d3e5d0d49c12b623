// The header's AI points as a lazily loaded module of its own (see auth/lazy-user-menu.ts).
export { UserPoints as default } from './components/user-points';
