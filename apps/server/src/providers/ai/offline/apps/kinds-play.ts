import type { TAppTemplate } from './app-template';

/** Games: clicker, guess the number, dice, memory, lucky draw. */

export const clicker: TAppTemplate = {
  css: `#field { position: relative; height: 360px; background: #e8f5e9; border-radius: 20px; overflow: hidden; } .target { position: absolute; font-size: 56px; cursor: pointer; user-select: none; transition: transform 0.1s; } .target:active { transform: scale(0.8); }`,
  body: `<div class="card"><div>得分 <b id="score">0</b>&emsp;剩余 <b id="time"></b> 秒</div><div id="field"></div><button id="start">开始</button></div>`,
  script: `let score = 0, left = 0, timer = null, mover = null;
const field = document.getElementById('field');
function spawn() {
  field.innerHTML = '';
  const t = document.createElement('div'); t.className = 'target';
  t.textContent = APP_CONFIG.targets[Math.floor(Math.random() * APP_CONFIG.targets.length)];
  t.style.left = Math.random() * (field.clientWidth - 70) + 'px'; t.style.top = Math.random() * (field.clientHeight - 70) + 'px';
  t.onclick = () => { score++; document.getElementById('score').textContent = score; spawn(); };
  field.appendChild(t);
}
document.getElementById('start').onclick = () => {
  score = 0; left = APP_CONFIG.seconds; document.getElementById('score').textContent = 0; document.getElementById('time').textContent = left;
  clearInterval(timer); clearInterval(mover); spawn();
  mover = setInterval(spawn, APP_CONFIG.moveEveryMs);
  timer = setInterval(() => { left--; document.getElementById('time').textContent = left; if (left <= 0) { clearInterval(timer); clearInterval(mover); field.innerHTML = '<div class="big" style="padding-top:120px">得分 ' + score + '！</div>'; } }, 1000);
};
document.getElementById('time').textContent = APP_CONFIG.seconds;`,
};

export const guessNumber: TAppTemplate = {
  body: `<div class="card"><div class="hint" id="range"></div><input id="guess" type="number" style="width:50%"><button id="go">猜</button><div class="big" id="answer" style="font-size:32px"></div><div class="hint" id="tries"></div><button class="light" id="again">重新开始</button></div>`,
  script: `let secret = 0, tries = 0;
const $ = (id) => document.getElementById(id);
function start() { secret = APP_CONFIG.min + Math.floor(Math.random() * (APP_CONFIG.max - APP_CONFIG.min + 1)); tries = 0; $('answer').textContent = ''; $('tries').textContent = ''; $('range').textContent = '我想了一个 ' + APP_CONFIG.min + ' 到 ' + APP_CONFIG.max + ' 之间的数'; }
$('go').onclick = () => {
  const n = Number($('guess').value); if (!Number.isFinite(n) || $('guess').value === '') return;
  tries++; $('tries').textContent = '已经猜了 ' + tries + ' 次';
  $('answer').innerHTML = n === secret ? '<span class="good">猜对啦！就是 ' + secret + '</span>' : n < secret ? '再大一点 ⬆' : '再小一点 ⬇';
};
$('again').onclick = start; start();`,
};

export const dice: TAppTemplate = {
  css: `.dice { display: inline-block; width: 90px; height: 90px; line-height: 90px; font-size: 64px; margin: 8px; border-radius: 18px; background: #fff; border: 4px solid var(--main); }`,
  body: `<div class="card"><div id="dice"></div><button id="roll">掷骰子</button><div class="big" id="sum" style="font-size:30px"></div></div>`,
  script: `const faces = ['⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];
const box = document.getElementById('dice');
function draw(values) { box.innerHTML = values.map((v) => '<span class="dice">' + faces[v - 1] + '</span>').join(''); document.getElementById('sum').textContent = values.length > 1 ? '一共 ' + values.reduce((a, b) => a + b, 0) + ' 点' : values[0] + ' 点'; }
document.getElementById('roll').onclick = () => {
  let n = 0; const spin = setInterval(() => { draw(Array.from({ length: APP_CONFIG.count }, () => 1 + Math.floor(Math.random() * 6))); if (++n > 8) clearInterval(spin); }, 70);
};
draw(Array.from({ length: APP_CONFIG.count }, () => 1));`,
};

export const memory: TAppTemplate = {
  css: `#grid { display: grid; grid-template-columns: repeat(4, 1fr); gap: 10px; } .tile { height: 90px; font-size: 40px; border-radius: 14px; background: var(--main); color: var(--on-main); display: flex; align-items: center; justify-content: center; cursor: pointer; user-select: none; } .tile.open { background: #fff; color: var(--ink); border: 3px solid var(--main); } .tile.done { visibility: hidden; }`,
  body: `<div class="card"><div class="hint">翻开两张一样的卡片</div><div id="grid"></div><div id="moves" class="hint"></div><button class="light" id="again">重新开始</button></div>`,
  script: `let open = [], moves = 0, found = 0;
function start() {
  const grid = document.getElementById('grid'); grid.innerHTML = ''; open = []; moves = 0; found = 0;
  const cards = APP_CONFIG.pairs.concat(APP_CONFIG.pairs).sort(() => Math.random() - 0.5);
  cards.forEach((face) => {
    const t = document.createElement('div'); t.className = 'tile'; t.dataset.face = face; t.textContent = '?';
    t.onclick = () => {
      if (open.length === 2 || t.classList.contains('open')) return;
      t.classList.add('open'); t.textContent = face; open.push(t);
      if (open.length === 2) {
        moves++; document.getElementById('moves').textContent = '翻了 ' + moves + ' 次';
        const [a, b] = open;
        setTimeout(() => {
          if (a.dataset.face === b.dataset.face) { a.classList.add('done'); b.classList.add('done'); found++; if (found === APP_CONFIG.pairs.length) document.getElementById('moves').innerHTML = '<span class="good">全部找到啦！用了 ' + moves + ' 次</span>'; }
          else { [a, b].forEach((x) => { x.classList.remove('open'); x.textContent = '?'; }); }
          open = [];
        }, 700);
      }
    };
    grid.appendChild(t);
  });
}
document.getElementById('again').onclick = start; start();`,
};

export const luckyDraw: TAppTemplate = {
  body: `<div class="card"><div class="big" id="name">准备好了吗？</div><button id="go">开始抽取</button><div class="hint" id="list"></div></div>`,
  script: `let rolling = null;
document.getElementById('list').textContent = '名单：' + APP_CONFIG.names.join('、');
document.getElementById('go').onclick = (e) => {
  if (rolling) { clearInterval(rolling); rolling = null; e.target.textContent = '开始抽取'; return; }
  e.target.textContent = '停！';
  rolling = setInterval(() => { document.getElementById('name').textContent = APP_CONFIG.names[Math.floor(Math.random() * APP_CONFIG.names.length)]; }, 60);
};`,
};
