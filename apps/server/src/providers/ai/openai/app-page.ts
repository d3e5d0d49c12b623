/**
 * A smart app written by a chat model: the page taken from its reply (a ```html fence, any
 * fence holding markup, or the bare document), and made as safe as the offline templates:
 * no outside resources, no frames or plugins, no redirects, and a content security policy
 * of its own (the same as the sandbox frame's), so a saved copy opened elsewhere stays
 * offline too. The sandboxed frame the page runs in is unchanged.
 */

import { PROGRAM_CONTENT_POLICY } from '../shared/program-policy';

/** The longest page kept (a larger reply is not a small app). */
export const MAX_APP_HTML = 300_000;

/** The programs' policy, as a <meta> can carry it. */
export const APP_META_CSP = PROGRAM_CONTENT_POLICY;

const FENCE = /```[ \t]*([\w-]*)[^\n]*\n([\s\S]*?)(?:```|$)/g;
const MARKUP = /<(html|body|head|script|style|div|button|canvas|main|h1|h2|p|svg|input)\b/i;
const DOCUMENT_START = /<!doctype\s+html|<html\b/i;

/** Cuts a document out of a text: from its doctype (or <html>) to its last </html>. */
function documentIn(text: string): string | null {
  const start = text.search(DOCUMENT_START);
  if (start < 0) return null;
  const rest = text.slice(start);
  const end = rest.toLowerCase().lastIndexOf('</html>');
  return end < 0 ? rest : rest.slice(0, end + '</html>'.length);
}

const usable = (html: string) =>
  html.length >= 40 && html.length <= MAX_APP_HTML && MARKUP.test(html);

/** The page in a model's reply, or null when it holds none. */
export function htmlOfReply(reply: string): string | null {
  const fences = [...reply.matchAll(FENCE)].map((m) => ({
    lang: m[1]!.toLowerCase(),
    body: m[2]!.trim(),
  }));
  const candidates = [
    ...fences.filter((f) => f.lang === 'html' || f.lang === 'htm').map((f) => f.body),
    ...fences.filter((f) => f.lang !== 'html' && f.lang !== 'htm').map((f) => f.body),
    documentIn(reply),
    reply.trim().startsWith('<') ? reply.trim() : null,
  ];
  for (const candidate of candidates) {
    if (!candidate) continue;
    const page = documentIn(candidate) ?? candidate;
    if (usable(page)) return page;
  }
  return null;
}

const decodeEntities = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

/** The page's own <title>, shortened for a record's name; null when it has none. */
export function titleOf(html: string): string | null {
  const raw = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1];
  const title = raw ? decodeEntities(raw).replace(/\s+/g, ' ').trim() : '';
  return title ? [...title].slice(0, 30).join('') : null;
}

/** What a page may not have: outside resources, frames, plugins, redirects, a base. */
function withoutOutsideReach(html: string): string {
  return (
    html
      // Scripts loaded from elsewhere (their inline code, if any, goes with them).
      .replace(/<script\b[^>]*\bsrc\s*=[^>]*>[\s\S]*?<\/script\s*>/gi, '')
      .replace(/<script\b[^>]*\bsrc\s*=[^>]*\/?>/gi, '')
      .replace(/<\/?(iframe|frame|frameset|object|embed|portal|applet)\b[^>]*>/gi, '')
      .replace(/<(link|base)\b[^>]*>/gi, '')
      .replace(/<meta\b[^>]*http-equiv\s*=\s*["']?(refresh|content-security-policy)[^>]*>/gi, '')
      // Attributes that reach out (a link, a picture or a form sent elsewhere).
      .replace(
        /\s(src|href|action|formaction|poster|background|srcset|xlink:href)\s*=\s*(["'])\s*(?:https?:|\/\/|javascript:|ftp:|file:)[^"']*\2/gi,
        '',
      )
      .replace(
        /\s(src|href|action|formaction|poster|background|srcset|xlink:href)\s*=\s*(?:https?:|\/\/|javascript:)[^\s>]*/gi,
        '',
      )
  );
}

/** A whole document with the app's policy first in its head. */
export function finishAppPage(html: string, title: string): string {
  let page = withoutOutsideReach(html).trim();
  if (!/<html\b/i.test(page)) {
    page = `<html lang="zh-CN">\n<head>\n<title>${escapeHtml(title)}</title>\n</head>\n<body>\n${page}\n</body>\n</html>`;
  } else if (!/<head\b/i.test(page)) {
    page = page.replace(/<html\b[^>]*>/i, (tag) => `${tag}\n<head></head>`);
  }
  const charset = /<meta\b[^>]*charset/i.test(page) ? '' : '\n<meta charset="utf-8">';
  page = page.replace(
    /<head\b[^>]*>/i,
    (tag) =>
      `${tag}${charset}\n<meta http-equiv="Content-Security-Policy" content="${APP_META_CSP}">`,
  );
  return /^<!doctype html>/i.test(page)
    ? `${page}\n`
    : `<!doctype html>\n${page.replace(/^<!doctype[^>]*>\s*/i, '')}\n`;
}
