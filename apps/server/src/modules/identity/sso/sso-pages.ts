/**
 * The sign-in service's pages: server-rendered Chinese HTML with no script at all, styled
 * by /sso/assets/sso.css, so a strict Content-Security-Policy holds.
 */

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)} - 好多AI</title>
<link rel="stylesheet" href="/sso/assets/sso.css">
</head>
<body>
<main class="card">
<h1>好多AI 统一登录</h1>
${body}
</main>
</body>
</html>
`;
}

export interface TLoginPageInput {
  service: string | null;
  csrf: string;
  account?: string;
  error?: string;
  businessPhone: string;
}

export function loginPage(input: TLoginPageInput): string {
  const error = input.error ? `<p class="error" role="alert">${escapeHtml(input.error)}</p>` : '';
  const service = input.service
    ? `<input type="hidden" name="service" value="${escapeHtml(input.service)}">`
    : '';
  return layout(
    '登录',
    `${error}
<form method="post" action="/sso/login" autocomplete="on">
<input type="hidden" name="csrf" value="${escapeHtml(input.csrf)}">
${service}
<label for="account">账号</label>
<input id="account" name="account" type="text" required maxlength="64" placeholder="学生填登录名，老师填手机号" value="${escapeHtml(input.account ?? '')}" autocomplete="username">
<label for="password">密码</label>
<input id="password" name="password" type="password" required maxlength="64" placeholder="请输入密码" autocomplete="current-password">
<button type="submit">登录</button>
</form>
<p class="hint">本平台仅面向合作学校开放，如需开通请联系 ${escapeHtml(input.businessPhone)}</p>`,
  );
}

export interface TCodeLoginPageInput {
  service: string | null;
  csrf: string;
  mobile?: string;
  error?: string;
  notice?: string;
  businessPhone: string;
}

/** Sign-in by mobile and SMS code: one form, `send` asks for the code. */
export function codeLoginPage(input: TCodeLoginPageInput): string {
  const error = input.error ? `<p class="error" role="alert">${escapeHtml(input.error)}</p>` : '';
  const notice = input.notice
    ? `<p class="hint" role="status">${escapeHtml(input.notice)}</p>`
    : '';
  const service = input.service
    ? `<input type="hidden" name="service" value="${escapeHtml(input.service)}">`
    : '';
  return layout(
    '验证码登录',
    `${error}${notice}
<form method="post" action="/sso/login-with-captcha" autocomplete="on">
<input type="hidden" name="csrf" value="${escapeHtml(input.csrf)}">
${service}
<label for="mobile">手机号</label>
<input id="mobile" name="mobile" type="text" inputmode="numeric" required maxlength="11" placeholder="请输入手机号" value="${escapeHtml(input.mobile ?? '')}" autocomplete="tel">
<button type="submit" name="send" value="1" formnovalidate>获取验证码</button>
<label for="captcha">验证码</label>
<input id="captcha" name="captcha" type="text" inputmode="numeric" maxlength="6" placeholder="请输入验证码" autocomplete="one-time-code">
<button type="submit">登录</button>
</form>
<p class="hint"><a href="/sso/login">用密码登录</a></p>
<p class="hint">本平台仅面向合作学校开放，如需开通请联系 ${escapeHtml(input.businessPhone)}</p>`,
  );
}

/** The signed-in user's password change. */
export function passwordPage(input: { csrf: string; name: string; error?: string }): string {
  const error = input.error ? `<p class="error" role="alert">${escapeHtml(input.error)}</p>` : '';
  return layout(
    '修改密码',
    `${error}
<p>当前登录：<strong>${escapeHtml(input.name)}</strong></p>
<form method="post" action="/sso/modify_password" autocomplete="off">
<input type="hidden" name="csrf" value="${escapeHtml(input.csrf)}">
<label for="oldPassword">原密码</label>
<input id="oldPassword" name="oldPassword" type="password" required maxlength="64" autocomplete="current-password">
<label for="newPassword">新密码</label>
<input id="newPassword" name="newPassword" type="password" required maxlength="64" placeholder="8-16位，包含字母和数字" autocomplete="new-password">
<button type="submit">修改密码</button>
</form>`,
  );
}

export function messagePage(title: string, message: string): string {
  return layout(title, `<p>${escapeHtml(message)}</p><p><a href="/sso/login">登录</a></p>`);
}

export function signedInPage(name: string): string {
  return layout(
    '已登录',
    `<p>你已登录为 <strong>${escapeHtml(name)}</strong>。</p>
<p><a href="/sso/logout">退出登录</a></p>`,
  );
}

export function signedOutPage(): string {
  return layout('已退出', '<p>你已退出登录。</p><p><a href="/sso/login">重新登录</a></p>');
}

export function errorPage(message: string): string {
  return layout('无法登录', `<p class="error" role="alert">${escapeHtml(message)}</p>`);
}

export const SSO_CSS = `*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#eef7ff;font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;color:#1f2937}
.card{width:min(92vw,380px);background:#fff;border-radius:12px;padding:32px;box-shadow:0 8px 24px rgba(74,177,255,.18)}
h1{margin:0 0 24px;font-size:22px;text-align:center;color:#4AB1FF}
label{display:block;margin:16px 0 6px;font-size:14px}
input[type=text],input[type=password]{width:100%;padding:10px 12px;border:1px solid #d1d5db;border-radius:8px;font-size:15px}
input:focus{outline:2px solid #4AB1FF;border-color:#4AB1FF}
button{width:100%;margin-top:24px;padding:11px;border:0;border-radius:8px;background:#4AB1FF;color:#fff;font-size:16px;cursor:pointer}
.error{margin:0 0 8px;padding:10px 12px;border-radius:8px;background:#fff4ec;color:#FF6200;font-size:14px}
.hint{margin:20px 0 0;font-size:12px;color:#6b7280;text-align:center}
a{color:#4AB1FF}
`;
