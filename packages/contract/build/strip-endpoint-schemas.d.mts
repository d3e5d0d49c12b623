import type { Plugin } from 'vite';

/** Drops what the browser client never reads from the contract's endpoint definitions. */
export function stripEndpointSchemas(): Plugin;
