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
