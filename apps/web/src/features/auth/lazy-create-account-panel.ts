// The sign-in page's CreateAccountPanel tab as a lazily loaded module of its own (see lazy-user-menu.ts).
export { CreateAccountPanel as default } from './components/create-account-panel';
