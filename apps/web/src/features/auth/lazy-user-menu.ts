// The user menu as a lazily loaded module of its own. A dynamic import of the feature's
// index would keep everything the index exports in one chunk, shared by every page that
// imports the feature (the sign-in page would load the menu and its Dropdown).
export { UserMenu as default } from './components/user-menu';
