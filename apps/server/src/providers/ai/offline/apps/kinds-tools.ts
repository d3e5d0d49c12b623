import type { TAppTemplate } from './app-template';

/** Tools: timer (stopwatch), pomodoro / countdown, calculator, drawing board. */

export const timer: TAppTemplate = {
  body: `<div class="card"><div class="big" id="time">00:00.0</div><button id="start">开始</button><button class="light" id="lap">记一次</button><button class="light" id="reset">清零</button><ol id="laps" style="text-align:left"></ol></div>`,
  script: `let start = 0, spent = 0, tick = null;
const fmt = (ms) => { const s = ms / 1000; return String(Math.floor(s / 60)).padStart(2, '0') + ':' + (s % 60).toFixed(1).padStart(4, '0'); };
const show = () => { document.getElementById('time').textContent = fmt(spent + (tick ? Date.now() - start : 0)); };
document.getElementById('start').onclick = (e) => {
  if (tick) { spent += Date.now() - start; clearInterval(tick); tick = null; e.target.textContent = '继续'; }
  else { start = Date.now(); tick = setInterval(show, 100); e.target.textContent = '暂停'; }
};
document.getElementById('lap').onclick = () => { const li = document.createElement('li'); li.textContent = document.getElementById('time').textContent; document.getElementById('laps').appendChild(li); };
document.getElementById('reset').onclick = () => { clearInterval(tick); tick = null; spent = 0; document.getElementById('start').textContent = '开始'; document.getElementById('laps').innerHTML = ''; show(); };`,
};

export const pomodoro: TAppTemplate = {
  body: `<div class="card"><div class="hint" id="phase">专注时间</div><div class="big" id="time"></div><button id="start">开始</button><button class="light" id="reset">重来</button><div class="hint" id="done"></div></div>`,
  script: `let left = APP_CONFIG.focusMinutes * 60, focus = true, tick = null, rounds = 0;
const show = () => { document.getElementById('time').textContent = String(Math.floor(left / 60)).padStart(2, '0') + ':' + String(left % 60).padStart(2, '0'); document.getElementById('phase').textContent = focus ? '专注时间' : '休息一下'; };
function step() {
  left--;
  if (left < 0) {
    if (focus) { rounds++; document.getElementById('done').textContent = '已完成 ' + rounds + ' 次专注'; }
    if (APP_CONFIG.breakMinutes > 0) { focus = !focus; left = (focus ? APP_CONFIG.focusMinutes : APP_CONFIG.breakMinutes) * 60; }
    else { clearInterval(tick); tick = null; left = 0; show(); document.getElementById('phase').textContent = '时间到！'; return; }
  }
  show();
}
document.getElementById('start').onclick = (e) => { if (tick) { clearInterval(tick); tick = null; e.target.textContent = '继续'; } else { tick = setInterval(step, 1000); e.target.textContent = '暂停'; } };
document.getElementById('reset').onclick = () => { clearInterval(tick); tick = null; focus = true; left = APP_CONFIG.focusMinutes * 60; document.getElementById('start').textContent = '开始'; show(); };
show();`,
};

export const calculator: TAppTemplate = {
  css: `#keys { display: grid; grid-template-columns: repeat(4, 1fr); } #screen { font-size: 40px; text-align: right; padding: 12px; background: #eceff1; border-radius: 12px; min-height: 64px; word-break: break-all; }`,
  body: `<div class="card"><div id="screen">0</div><div id="keys"></div></div>`,
  script: `let expr = '';
const screen = document.getElementById('screen');
// A small parser: numbers, + - × ÷ and brackets; no eval.
function calc(text) {
  let i = 0; const s = text.replace(/×/g, '*').replace(/÷/g, '/');
  const num = () => { if (s[i] === '(') { i++; const v = sum(); i++; return v; } if (s[i] === '-') { i++; return -num(); } const m = /^\\d+(\\.\\d+)?/.exec(s.slice(i)); if (!m) throw 0; i += m[0].length; return Number(m[0]); };
  const prod = () => { let v = num(); while (s[i] === '*' || s[i] === '/') { const op = s[i++]; const r = num(); v = op === '*' ? v * r : v / r; } return v; };
  const sum = () => { let v = prod(); while (s[i] === '+' || s[i] === '-') { const op = s[i++]; const r = prod(); v = op === '+' ? v + r : v - r; } return v; };
  const v = sum(); if (i !== s.length) throw 0; return v;
}
['7','8','9','÷','4','5','6','×','1','2','3','-','0','.','=','+','C','(',')','⌫'].forEach((k) => {
  const b = document.createElement('button'); b.textContent = k; if (!/[0-9.]/.test(k)) b.className = 'light';
  b.onclick = () => {
    if (k === 'C') expr = ''; else if (k === '⌫') expr = expr.slice(0, -1);
    else if (k === '=') { try { const v = calc(expr); expr = Number.isFinite(v) ? String(Math.round(v * 1e8) / 1e8) : '不能除以0'; } catch (e) { expr = '算式有误'; } screen.textContent = expr; if (!/^[-\\d.]+$/.test(expr)) expr = ''; return; }
    else expr += k;
    screen.textContent = expr || '0';
  };
  document.getElementById('keys').appendChild(b);
});`,
};

export const drawingBoard: TAppTemplate = {
  css: `canvas { background: #fff; border-radius: 16px; touch-action: none; box-shadow: 0 4px 14px rgba(0,0,0,0.08); max-width: 96vw; } .swatch { width: 44px; height: 44px; min-width: 44px; border-radius: 50%; padding: 0; border: 3px solid #fff; box-shadow: 0 0 0 2px #cfd8dc; }`,
  body: `<canvas id="board" width="640" height="420"></canvas><div id="colours"></div><div><button class="light" id="thin">细笔</button><button class="light" id="thick">粗笔</button><button class="light" id="eraser">橡皮</button><button id="clear">清空</button></div>`,
  script: `const board = document.getElementById('board'), ctx = board.getContext('2d');
let colour = APP_CONFIG.colours[0], size = 6, drawing = false;
ctx.lineCap = 'round'; ctx.lineJoin = 'round';
APP_CONFIG.colours.forEach((c) => { const b = document.createElement('button'); b.className = 'swatch'; b.style.background = c; b.onclick = () => { colour = c; }; document.getElementById('colours').appendChild(b); });
const at = (e) => { const r = board.getBoundingClientRect(); return [(e.clientX - r.left) * board.width / r.width, (e.clientY - r.top) * board.height / r.height]; };
board.onpointerdown = (e) => { drawing = true; const [x, y] = at(e); ctx.beginPath(); ctx.moveTo(x, y); };
board.onpointermove = (e) => { if (!drawing) return; const [x, y] = at(e); ctx.strokeStyle = colour; ctx.lineWidth = size; ctx.lineTo(x, y); ctx.stroke(); };
window.onpointerup = () => { drawing = false; };
document.getElementById('thin').onclick = () => { size = 4; };
document.getElementById('thick').onclick = () => { size = 14; };
document.getElementById('eraser').onclick = () => { colour = '#ffffff'; size = 24; };
document.getElementById('clear').onclick = () => ctx.clearRect(0, 0, board.width, board.height);`,
};
