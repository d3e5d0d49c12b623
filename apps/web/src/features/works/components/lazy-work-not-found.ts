// The not-found state as a lazily loaded module of its own (see work-frame.tsx).
export { WorkNotFound as default } from './work-not-found';
