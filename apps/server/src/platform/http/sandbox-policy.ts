/**
 * What pupils' programs (smart apps, agent programs) may load: only what they carry inline.
 * One list for the three places that enforce it: the sandbox frame the site embeds them in,
 * a generated app opened on its own from the files route, and the <meta> policy a chat
 * model's page carries with it (a <meta> cannot say `sandbox` or `frame-ancestors`).
 */
export const PROGRAM_CONTENT_POLICY = [
  "default-src 'none'",
  "script-src 'unsafe-inline'",
  "style-src 'unsafe-inline'",
  'img-src data: blob:',
  'media-src data: blob:',
  'font-src data:',
].join('; ');

/** The frame the site embeds programs in: an opaque origin, embedded only by the site. */
export const SANDBOX_FRAME_CSP = `sandbox allow-scripts; ${PROGRAM_CONTENT_POLICY}; frame-ancestors 'self'`;

/** A generated app opened from the files route: an opaque origin that may show alerts. */
export const SANDBOX_FILE_CSP = `sandbox allow-scripts allow-modals; ${PROGRAM_CONTENT_POLICY}`;
