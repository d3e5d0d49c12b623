import { currentLanguage, i18n, Language } from '../../shared/i18n';

export interface TPrintCard {
  name: string;
  username: string;
  initialPassword: string | null;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Opens the browser's print dialog with one sign-in card per pupil. */
export function printCards(title: string, cards: readonly TPrintCard[]): void {
  const win = window.open('', '_blank', 'width=900,height=700');
  if (!win) return;
  const items = cards
    .map(
      (card) => `<div class="card"><b>${escape(card.name)}</b>
<div>${i18n.t('students.cardUsername')}${escape(card.username)}</div>
<div>${i18n.t('students.cardPassword')}${card.initialPassword ? escape(card.initialPassword) : i18n.t('students.passwordChanged')}</div></div>`,
    )
    .join('');
  win.document
    .write(`<!doctype html><html lang="${currentLanguage() === Language.EN ? 'en' : 'zh-CN'}"><head><meta charset="utf-8">
<title>${escape(title)}</title><style>
body{font-family:"Microsoft YaHei","WenQuanYi Micro Hei",sans-serif;margin:16px}
h1{font-size:18px}.grid{display:grid;grid-template-columns:repeat(3,1fr);gap:8px}
.card{border:1px dashed #999;padding:10px;font-size:13px;line-height:1.8;break-inside:avoid}
.card b{font-size:15px}</style></head><body><h1>${escape(title)}</h1>
<div class="grid">${items}</div></body></html>`);
  win.document.close();
  win.focus();
  win.print();
}
