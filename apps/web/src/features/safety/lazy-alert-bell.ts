// The header's alert bell as a lazily loaded module of its own: only teachers load it.
export { AlertBell as default } from './components/alert-bell';
