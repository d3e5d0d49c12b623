import { inkOn, readableOn } from './readable-colour';

/** The page's background, which the title's colour must read on. */
const PAGE_BACKGROUND = '#f5f9ff';

/**
 * The page every smart app lives in: one self-contained HTML document (inline CSS and JS,
 * no external resources), so it runs in a sandboxed iframe and a pupil can edit it. The
 * app's settings sit at the top of the script as APP_CONFIG, to be changed by hand.
 */

export interface TShellOptions {
  title: string;
  colour: string;
  config: Record<string, unknown>;
  body: string;
  script: string;
  css?: string;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

/** JSON that is safe inside a <script> element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value, null, 2)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export function appPage(options: TShellOptions): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)}</title>
<style>
  :root { --main: ${options.colour}; --on-main: ${inkOn(options.colour)}; --main-text: ${readableOn(options.colour, PAGE_BACKGROUND)}; --ink: #263238; --soft: ${PAGE_BACKGROUND}; }
  * { box-sizing: border-box; }
  body { margin: 0; font-family: "PingFang SC", "Microsoft YaHei", "WenQuanYi Micro Hei", sans-serif; color: var(--ink); background: var(--soft); display: flex; flex-direction: column; align-items: center; min-height: 100vh; }
  h1 { font-size: 28px; margin: 20px 12px 8px; color: var(--main-text); text-align: center; }
  .card { background: #fff; border-radius: 20px; box-shadow: 0 6px 20px rgba(0,0,0,0.08); padding: 24px; margin: 12px; width: min(92vw, 560px); text-align: center; }
  button { font-size: 22px; padding: 12px 22px; margin: 6px; border: none; border-radius: 14px; background: var(--main); color: var(--on-main); cursor: pointer; min-width: 64px; min-height: 52px; }
  button.light { background: #eceff1; color: var(--ink); }
  button:active { transform: scale(0.96); }
  input, select { font-size: 22px; padding: 10px; border-radius: 12px; border: 2px solid #cfd8dc; margin: 6px; max-width: 100%; }
  .big { font-size: 56px; font-weight: bold; margin: 12px 0; }
  .hint { color: #546e7a; font-size: 18px; }
  .good { color: #2e7d32; } .bad { color: #c62828; }
  ${options.css ?? ''}
</style>
</head>
<body>
<h1>${escapeHtml(options.title)}</h1>
${options.body}
<script>
// ===== 可以修改这里的设置 (edit the settings here) =====
const APP_CONFIG = ${scriptJson(options.config)};
// ===== 下面是程序 (the program) =====
${options.script}
</script>
</body>
</html>
`;
}
