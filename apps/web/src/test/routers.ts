/**
 * The routers rendered by the current test (render.tsx adds them). Kept apart from
 * render.tsx so the setup file, which stops them after every test, does not load the app's
 * providers and routes into test files that render nothing.
 */
const routers = new Set<{ dispose: () => void }>();

export function trackRouter(router: { dispose: () => void }): void {
  routers.add(router);
}

/** Stops the routers of finished tests, so no navigation or lazy route lands after them. */
export function disposeRouters(): void {
  for (const router of routers) router.dispose();
  routers.clear();
}
