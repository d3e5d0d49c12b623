/** Set by the build (esbuild define); the source run reports 'dev'. */
declare const __SERVER_VERSION__: string | undefined;

export const SERVER_VERSION: string =
  typeof __SERVER_VERSION__ === 'string' ? __SERVER_VERSION__ : 'dev';
