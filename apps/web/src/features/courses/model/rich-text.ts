/** The tags the course editor writes (Tiptap's starter kit); the server keeps only these too. */
const ALLOWED = new Set([
  'P',
  'H2',
  'H3',
  'H4',
  'STRONG',
  'B',
  'EM',
  'I',
  'U',
  'S',
  'CODE',
  'PRE',
  'HR',
  'IMG',
  'UL',
  'OL',
  'LI',
  'A',
  'BR',
  'BLOCKQUOTE',
]);
/** Dropped with everything inside them (not unwrapped into text). */
const DROPPED = new Set(['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'TEMPLATE', 'NOSCRIPT']);

function clean(node: Element): void {
  for (const child of [...node.children]) {
    if (DROPPED.has(child.tagName)) {
      child.remove();
      continue;
    }
    clean(child);
    if (!ALLOWED.has(child.tagName)) {
      child.replaceWith(...child.childNodes);
      continue;
    }
    const href = child.tagName === 'A' ? child.getAttribute('href') : null;
    const src = child.tagName === 'IMG' ? child.getAttribute('src') : null;
    const alt = child.getAttribute('alt');
    for (const attribute of [...child.attributes]) child.removeAttribute(attribute.name);
    if (href !== null && /^https?:\/\//i.test(href)) {
      child.setAttribute('href', href);
      child.setAttribute('target', '_blank');
      child.setAttribute('rel', 'noopener noreferrer');
    }
    if (child.tagName === 'IMG') {
      // A picture of our storage or an http(s) address, else nothing.
      if (src === null || !/^(https?:\/\/|\/(?!\/))/i.test(src)) {
        child.remove();
        continue;
      }
      child.setAttribute('src', src);
      child.setAttribute('alt', alt ?? '');
      child.setAttribute('loading', 'lazy');
    }
  }
}

/**
 * A course's introduction as safe HTML: the server sanitises it when staff save it, and the
 * page keeps to the same tags again before showing it (no attributes but an http(s) link's).
 * DOMParser's document runs no script and loads nothing.
 */
export function safeRichText(html: string): string {
  if (!html.trim()) return '';
  const doc = new DOMParser().parseFromString(html, 'text/html');
  clean(doc.body);
  return doc.body.innerHTML;
}

/** Whether stored text is HTML from the editor (teaching notes may be either). */
export function isRichText(text: string): boolean {
  return text.trimStart().startsWith('<');
}
