/**
 * Simple arithmetic a pupil may ask ("12乘3等于几", "3 + 4 * 2"): computed, never guessed.
 * Returns null when the message is not a sum.
 */

const WORDS: [RegExp, string][] = [
  [/加上?|plus/g, '+'],
  [/减去?|minus/g, '-'],
  [/乘以?|×|times|multiplied by/g, '*'],
  [/除以|÷|divided by/g, '/'],
];

export function solveArithmetic(message: string): string | null {
  let text = message.normalize('NFKC').toLowerCase();
  for (const [pattern, op] of WORDS) text = text.replace(pattern, op);
  text = text.replace(/等于几|等于多少|是多少|等于|equals|is|what|=|\?|？|多少|几/g, ' ');
  const expression = text.replace(/\s+/g, '');
  if (!/^[\d.+\-*/()]+$/.test(expression) || !/\d[+\-*/]\d|\)[+\-*/]|[+\-*/]\(/.test(expression))
    return null;
  const value = evaluate(expression);
  if (value === null || !Number.isFinite(value)) return null;
  const shown = Number.isInteger(value) ? String(value) : String(Math.round(value * 1e6) / 1e6);
  return `${expression} = ${shown}`;
}

/** A small recursive-descent parser: + - * / and parentheses. */
function evaluate(expression: string): number | null {
  let i = 0;
  const peek = () => expression[i];
  const number = (): number | null => {
    if (peek() === '(') {
      i++;
      const value = sum();
      if (peek() !== ')') return null;
      i++;
      return value;
    }
    if (peek() === '-') {
      i++;
      const value = number();
      return value === null ? null : -value;
    }
    const match = /^\d+(\.\d+)?/.exec(expression.slice(i));
    if (!match) return null;
    i += match[0].length;
    return Number(match[0]);
  };
  const product = (): number | null => {
    let value = number();
    while (value !== null && (peek() === '*' || peek() === '/')) {
      const op = expression[i++];
      const right = number();
      if (right === null) return null;
      value = op === '*' ? value * right : value / right;
    }
    return value;
  };
  const sum = (): number | null => {
    let value = product();
    while (value !== null && (peek() === '+' || peek() === '-')) {
      const op = expression[i++];
      const right = product();
      if (right === null) return null;
      value = op === '+' ? value + right : value - right;
    }
    return value;
  };
  const result = sum();
  return i === expression.length ? result : null;
}
