import type { TAppTemplate } from './app-template';

/** Learning apps: quiz, flashcards, times table, typing practice, unit converter. */

export const quiz: TAppTemplate = {
  body: `<div class="card"><div id="progress" class="hint"></div><div id="question" class="big" style="font-size:34px"></div><div id="choices"></div><div id="result" class="hint"></div></div>`,
  script: `let index = 0, score = 0;
const $ = (id) => document.getElementById(id);
function show() {
  if (index >= APP_CONFIG.questions.length) {
    $('question').textContent = '答对了 ' + score + ' / ' + APP_CONFIG.questions.length + ' 题！';
    $('choices').innerHTML = ''; $('progress').textContent = '';
    const again = document.createElement('button'); again.textContent = '再来一次';
    again.onclick = () => { index = 0; score = 0; $('result').textContent = ''; show(); };
    $('choices').appendChild(again); return;
  }
  const q = APP_CONFIG.questions[index];
  $('progress').textContent = '第 ' + (index + 1) + ' 题，共 ' + APP_CONFIG.questions.length + ' 题';
  $('question').textContent = q.question;
  $('choices').innerHTML = '';
  q.choices.forEach((choice) => {
    const b = document.createElement('button'); b.textContent = choice; b.className = 'light';
    b.onclick = () => {
      const right = choice === q.answer; if (right) score++;
      $('result').innerHTML = right ? '<span class="good">答对啦！</span>' : '<span class="bad">正确答案是：' + q.answer + '</span>';
      index++; setTimeout(show, 900);
    };
    $('choices').appendChild(b);
  });
}
show();`,
};

export const flashcards: TAppTemplate = {
  css: `.flash { min-height: 200px; display: flex; align-items: center; justify-content: center; cursor: pointer; font-size: 44px; }`,
  body: `<div class="card flash" id="card"></div><div><button class="light" id="prev">上一张</button><button id="flip">翻面</button><button class="light" id="next">下一张</button></div><div class="hint" id="count"></div>`,
  script: `let i = 0, back = false;
const card = document.getElementById('card');
function show() { const c = APP_CONFIG.cards[i]; card.textContent = back ? c.back : c.front; document.getElementById('count').textContent = (i + 1) + ' / ' + APP_CONFIG.cards.length; }
card.onclick = document.getElementById('flip').onclick = () => { back = !back; show(); };
document.getElementById('next').onclick = () => { i = (i + 1) % APP_CONFIG.cards.length; back = false; show(); };
document.getElementById('prev').onclick = () => { i = (i - 1 + APP_CONFIG.cards.length) % APP_CONFIG.cards.length; back = false; show(); };
show();`,
};

export const timesTable: TAppTemplate = {
  css: `table { border-collapse: collapse; margin: auto; } td { padding: 6px 8px; font-size: 16px; border: 1px solid #eceff1; } td.on { background: var(--main); color: var(--on-main); }`,
  body: `<div class="card"><div class="big" id="line">点一点下面的算式</div><table id="table"></table></div>`,
  script: `const table = document.getElementById('table');
for (let a = 1; a <= APP_CONFIG.upTo; a++) {
  const row = table.insertRow();
  for (let b = 1; b <= a; b++) {
    const cell = row.insertCell(); cell.textContent = b + '×' + a;
    cell.onclick = () => { document.querySelectorAll('td.on').forEach((c) => c.classList.remove('on')); cell.classList.add('on'); document.getElementById('line').textContent = b + ' × ' + a + ' = ' + (a * b); };
  }
}`,
};

export const typing: TAppTemplate = {
  body: `<div class="card"><div class="hint">照着打出下面的内容：</div><div class="big" id="target" style="font-size:36px"></div><input id="input" autocomplete="off" style="width:90%"><div id="stats" class="hint"></div><button id="skip" class="light">换一句</button></div>`,
  script: `let i = 0, started = 0;
const target = document.getElementById('target'), input = document.getElementById('input');
function show() { target.textContent = APP_CONFIG.lines[i % APP_CONFIG.lines.length]; input.value = ''; started = 0; input.focus(); }
input.oninput = () => {
  if (!started) started = Date.now();
  const goal = target.textContent, typed = input.value;
  let right = 0; for (let k = 0; k < typed.length; k++) if (typed[k] === goal[k]) right++;
  document.getElementById('stats').textContent = '正确 ' + right + ' 个字';
  if (typed === goal) { const s = (Date.now() - started) / 1000; document.getElementById('stats').innerHTML = '<span class="good">完成！用时 ' + s.toFixed(1) + ' 秒</span>'; i++; setTimeout(show, 1200); }
};
document.getElementById('skip').onclick = () => { i++; show(); };
show();`,
};

export const unitConverter: TAppTemplate = {
  body: `<div class="card"><select id="kind"></select><div><input id="value" type="number" value="1" style="width:40%"><select id="from"></select></div><div class="big">=</div><div><span class="big" id="out" style="font-size:36px"></span> <select id="to"></select></div></div>`,
  script: `const $ = (id) => document.getElementById(id);
Object.keys(APP_CONFIG.units).forEach((k) => $('kind').add(new Option(k, k)));
function fill() { const units = APP_CONFIG.units[$('kind').value]; ['from', 'to'].forEach((id, n) => { $(id).innerHTML = ''; Object.keys(units).forEach((u) => $(id).add(new Option(u, u))); $(id).selectedIndex = n; }); calc(); }
function calc() { const units = APP_CONFIG.units[$('kind').value]; const v = Number($('value').value) * units[$('from').value] / units[$('to').value]; $('out').textContent = Number.isFinite(v) ? String(Math.round(v * 10000) / 10000) : '?'; }
$('kind').onchange = fill; $('value').oninput = $('from').onchange = $('to').onchange = calc;
fill();`,
};
