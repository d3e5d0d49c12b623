// The sign-in page's TrialPanel tab as a lazily loaded module of its own (see lazy-user-menu.ts).
export { TrialPanel as default } from './components/trial-panel';
