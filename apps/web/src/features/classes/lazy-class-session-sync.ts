// The class session sync as a lazily loaded module of its own (see auth/lazy-user-menu.ts).
export { ClassSessionSync as default } from './components/class-session-sync';
