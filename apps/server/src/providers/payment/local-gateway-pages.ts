import { formatFen } from '@haoduo/contract';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const frame = (title: string, body: string) => `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)}</title>
<style>body{font-family:sans-serif;background:#f2f2f2;margin:0;display:flex;justify-content:center}
main{background:#fff;margin:40px 16px;padding:32px;border-radius:12px;max-width:360px;width:100%;text-align:center}
.amount{font-size:36px;font-weight:bold;margin:16px 0}button{background:#07803a;color:#fff;border:0;border-radius:8px;padding:12px 32px;font-size:18px;cursor:pointer}
p{color:#333}</style></head><body><main>${body}</main></body></html>`;

/** The local gateway's cashier: what is paid and one button. */
export function cashierPage(
  outTradeNo: string,
  description: string,
  amountFen: number,
  paid: boolean,
): string {
  return frame(
    '本地支付网关',
    `<h1>本地支付网关（微信支付 API v3 协议）</h1><p>${escape(description)}</p>
<p class="amount">${formatFen(amountFen)}</p><p>商户订单号 ${escape(outTradeNo)}</p>
${paid ? '<p>该订单已支付</p>' : `<form method="post" action="/pay/${escape(outTradeNo)}/confirm"><button type="submit">确认支付</button></form>`}`,
  );
}

export function resultPage(text: string, ok: boolean): string {
  return frame(
    text,
    `<h1>${escape(text)}</h1><p>${ok ? '可以关闭此页面，返回绘本印刷查看订单。' : '请返回重试。'}</p>`,
  );
}
