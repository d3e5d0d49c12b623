/**
 * Personal data a pupil should not put into an AI tool: mobile and landline numbers,
 * resident id numbers (checked with their check digit), bank cards (Luhn), e-mail,
 * chat ids and home addresses.
 */

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

export function isResidentId(candidate: string): boolean {
  if (!/^\d{17}[\dX]$/i.test(candidate)) return false;
  const month = Number(candidate.slice(10, 12));
  const day = Number(candidate.slice(12, 14));
  if (month < 1 || month > 12 || day < 1 || day > 31) return false;
  const sum = ID_WEIGHTS.reduce((acc, w, i) => acc + w * Number(candidate[i]), 0);
  return ID_CHECK[sum % 11] === candidate[17]!.toUpperCase();
}

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The kinds of personal data found (empty when none). */
export function findPersonalData(digitsText: string, text: string): string[] {
  // Symbols put between the characters and digits of an address (朝*阳*区*1*2*号) removed.
  const baseText = text.replace(
    /([\u3400-\u9fff\d])[^\p{L}\p{N}@]{1,3}(?=[\u3400-\u9fff\d])/gu,
    '$1',
  );
  const found: string[] = [];
  if (/(?<!\d)1[3-9]\d{9}(?!\d)/.test(digitsText)) found.push('mobile');
  if (/(?<!\d)0\d{2,3}-?\d{7,8}(?!\d)/.test(baseText)) found.push('landline');
  for (const match of digitsText.matchAll(/(?<![\dx])\d{17}[\dx](?![\dx])/gi)) {
    if (isResidentId(match[0])) found.push('resident-id');
  }
  for (const match of digitsText.matchAll(/(?<!\d)\d{16,19}(?!\d)/g)) {
    if (passesLuhn(match[0]) && !isResidentId(match[0])) found.push('bank-card');
  }
  if (/[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}/i.test(baseText)) found.push('email');
  if (
    /(q\s?q|扣扣|企鹅|微信|威信|薇信|维信|v信|wei\s?xin|wechat|vx|wx|微x)\s*(号|号码|id|账号)?\s*[:：是]?\s*[a-z0-9_-]{5,}/i.test(
      digitsText,
    )
  )
    found.push('chat-id');
  if (
    /(抖音号|快手号|小红书号|微博|b站|游戏id|账号|(?<![a-z])(uid|ins|instagram|tiktok|ig)(?![a-z]))\s*(号|号码|id)?\s*[:：是]?\s*[a-z0-9_.-]{5,}/i.test(
      digitsText,
    )
  )
    found.push('social-id');
  if (/(密码|口令|支付密码|登录密码|验证码)\s*(是|为|[:：])?\s*[a-z0-9_.@#-]{4,}/i.test(digitsText))
    found.push('password');
  if (
    // A home address has a number (5栋, 88号, 12号院): "住在山脚下的小村庄里" is a story.
    /(住在|家住|我家在|家在|地址是|地址[:：]|住址|家的地址).{0,30}(\d+\s*(号|栋|幢|单元|室|楼|弄|巷)|[一二三四五六七八九十百零两]+(号|栋|幢|单元))/.test(
      baseText,
    ) ||
    /(住在|家住|我家在|家在|地址是|住址).{0,30}\d+\s*(hao|dong|lou|danyuan|shi\b)/.test(baseText) ||
    /\d+\s*(号楼|栋|幢)\s*\d+\s*(单元|室|号|楼)/.test(baseText) ||
    /(小区|花园|家园|公寓|大厦|新村|苑)\s*\d+\s*(号楼|栋|幢|单元|室)/.test(baseText) ||
    /\b(i live in|i live at|my address is|my home is|we live at)\b.{0,20}\d+.{0,30}\b(road|rd|street|st|lane|avenue|flat|apartment|building|room)\b/i.test(
      baseText,
    ) ||
    /\b(i live at|my address is|my home is at|i live on)\s*\d+.{0,40}\b(road|rd|street|st|avenue|lane|building|room|apt|flat)\b/i.test(
      baseText,
    )
  )
    found.push('address');
  return [...new Set(found)];
}
