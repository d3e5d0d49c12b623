import { describe, expect, it } from 'vitest';
import { parsePrompt } from './parse-prompt';
import { SUBJECTS } from './subjects';

const brief = (prompt: string) => {
  const parsed = parsePrompt(prompt);
  return {
    subjects: parsed.subjects.map(
      (s) => `${s.count}x${s.id}${s.colour ? `:${s.colour.id}` : ''}${s.size ? `/${s.size}` : ''}`,
    ),
    place: parsed.place,
    time: parsed.time,
    weather: parsed.weather,
    style: parsed.style,
    mood: parsed.mood,
  };
};

describe('parsePrompt', () => {
  it.each([
    ['三只猫和一只红色的狗在草地上', ['3xcat', '1xdog:red'], 'grassland', null, null, null],
    [
      '夜晚的森林里有两只小白兔和很多星星，水彩风格',
      ['2xrabbit', '3xstar'],
      'forest',
      'night',
      null,
      'watercolour',
    ],
    ['一头大象，想象它在沙漠里', ['1xelephant'], 'desert', null, null, null],
    ['猫是黑色的，狗是白色的', ['1xcat:black', '1xdog:white'], null, null, null, null],
    ['一群蝴蝶在花园里飞，蜡笔画', ['3xbutterfly'], 'garden', null, null, 'crayon'],
    [
      '海底世界：章鱼、鲨鱼和五条小鱼，像素风',
      ['1xoctopus', '1xshark', '5xfish'],
      'underwater',
      null,
      null,
      'pixel',
    ],
    [
      '下雪天，雪人和小朋友在房子前面，线稿',
      ['1xsnowman', '1xchild', '1xhouse'],
      null,
      null,
      'snow',
      'line',
    ],
    ['傍晚，一只大大的黄色长颈鹿', ['1xgiraffe:yellow/big'], null, 'sunset', null, null],
    ['十二只小鸡', ['8xchicken'], null, null, null, null],
    ['猫头鹰在树上', ['1xowl', '1xtree'], null, null, null, null],
  ])('%s', (prompt, subjects, place, time, weather, style) => {
    expect(brief(prompt)).toMatchObject({ subjects, place, time, weather, style });
  });

  it.each([
    [
      'A red car and two yellow ducks at sunset, watercolor',
      ['1xcar:red', '2xduck:yellow'],
      null,
      'sunset',
      'watercolour',
    ],
    ['three cats on the grassland at night', ['3xcat'], 'grassland', 'night', null],
    ['a big blue whale in the ocean', ['1xwhale:blue/big'], 'sea', null, null],
    [
      'Some butterflies and a sunflower in the garden, pixel art',
      ['3xbutterfly', '1xsunflower'],
      'garden',
      null,
      'pixel',
    ],
    [
      'an astronaut and a rocket in outer space, cartoon',
      ['1xastronaut', '1xrocket'],
      'space',
      null,
      'cartoon',
    ],
    [
      'two little girls and a teacher in the classroom',
      ['2xgirl/small', '1xteacher'],
      'room',
      null,
      null,
    ],
    ['ＴＷＯ　ＤＯＧＳ', ['2xdog'], null, null, null],
  ])('%s', (prompt, subjects, place, time, style) => {
    expect(brief(prompt)).toMatchObject({ subjects, place, time, style });
  });

  it('reads moods and weather in both languages', () => {
    expect(brief('欢快的雨天').mood).toBe('happy');
    expect(brief('欢快的雨天').weather).toBe('rain');
    expect(brief('a calm and peaceful foggy morning')).toMatchObject({
      mood: 'calm',
      weather: 'fog',
      time: 'morning',
    });
    expect(brief('神秘的夜晚').mood).toBe('mysterious');
  });

  it('does not mistake words that merely contain a subject', () => {
    expect(brief('我马上想象一个风景').subjects).toEqual([]);
    expect(brief('喝牛奶').subjects).toEqual([]);
  });

  it('knows at least 60 subjects with Chinese and English names in every required group', () => {
    expect(SUBJECTS.length).toBeGreaterThanOrEqual(60);
    const categories = new Set(SUBJECTS.map((s) => s.category));
    for (const c of [
      'animal',
      'plant',
      'vehicle',
      'building',
      'person',
      'weather',
      'space',
      'food',
      'school',
    ]) {
      expect(categories.has(c as never)).toBe(true);
    }
    for (const s of SUBJECTS) {
      expect(s.zh.length).toBeGreaterThan(0);
      expect(s.en.length).toBeGreaterThan(0);
      // Each subject is found by its first Chinese and first English name.
      expect(parsePrompt(s.zh[0]!).subjects[0]?.id, s.zh[0]).toBe(s.id);
      expect(parsePrompt(`a ${s.en[0]!}`).subjects[0]?.id, s.en[0]).toBe(s.id);
    }
  });
});
