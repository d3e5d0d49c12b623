import sanitizeHtml from 'sanitize-html';

/**
 * A course introduction's HTML as it is kept: only the tags of the console's editor (and a few
 * harmless ones) with an allowlist of attributes. Scripts, styles, frames and event handlers
 * are dropped (with their content for script and style); links keep http(s) and mailto only,
 * pictures our files and https.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'img',
    'code',
    'pre',
    'hr',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object'],
  transformTags: {
    // A link opens in a new tab without handing the opener over.
    a: (tagName, attribs): sanitizeHtml.Tag => ({
      tagName,
      attribs: attribs.href
        ? { href: attribs.href, target: '_blank', rel: 'noopener noreferrer' }
        : ({} as sanitizeHtml.Attributes),
    }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Teaching notes: HTML from the editor is sanitised like the introduction; plain text stays. */
export function sanitizeNotes(text: string): string {
  return text.trimStart().startsWith('<') ? sanitizeRichText(text) : text;
}
