// Data for bench/works.bench.mjs: realistic pupils, schools and works, generated inside
// PostgreSQL where possible and in batched multi-row inserts otherwise.

const PUPILS = 10_000;
const LIKES_PER_WORK = 10;

const SURNAMES = [
  ...'张王李赵刘陈杨黄周吴徐孙胡朱高林何郭马罗梁宋郑谢韩唐冯于董萧程曹袁邓许傅沈曾彭吕',
];
const GIVEN = [
  '小明',
  '晓红',
  '子涵',
  '一诺',
  '浩然',
  '欣怡',
  '梓轩',
  '雨桐',
  '宇航',
  '思琪',
  '俊杰',
  '佳怡',
  '天佑',
  '可馨',
  '博文',
  '诗涵',
];
const CITIES = ['杭州', '宁波', '温州', '绍兴', '嘉兴', '湖州', '金华', '台州', '丽水', '舟山'];
const SCHOOL_KINDS = ['实验小学', '外国语学校', '第一小学', '育才小学', '科技中学'];
const ADJECTIVES = [
  '勇敢的',
  '快乐的',
  '星空下的',
  '会飞的',
  '迷路的',
  '爱唱歌的',
  '神奇的',
  '小小的',
  '彩色的',
  '月亮上的',
];
const SUBJECTS = [
  '小恐龙',
  '猫咪',
  '机器人',
  '小兔子',
  '熊猫',
  '鲸鱼',
  '宇航员',
  '大树',
  '火车',
  '小蜜蜂',
  '狐狸',
  '企鹅',
];
const ENDINGS = ['', '的一天', '去旅行', '历险记', '找朋友', '的梦', '和我', '的秘密'];
const TYPES = [1, 1, 1, 1, 1, 1, 7, 7, 5, 3];

function mulberry(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Seeds one database: schools, pupils with accounts, `works` works (70% public) with search
 * tokens from `indexTokens` (the server's tokenizer), and 10 likes per work on public works.
 */
export async function seedWorks(client, works, indexTokens) {
  const started = Date.now();
  const schoolNames = CITIES.flatMap((city) =>
    SCHOOL_KINDS.slice(0, 2).map((kind) => `${city}${kind}`),
  );
  const schools = await client.query(
    `insert into schools (name) select unnest($1::text[]) returning id, name`,
    [schoolNames],
  );
  const schoolIds = schools.rows.map((r) => r.id);
  // Pupils and their accounts, made inside PostgreSQL.
  await client.query(
    `insert into users (name, username)
     select ($1::text[])[1 + g % array_length($1::text[], 1)] || ($2::text[])[1 + (g / 37) % array_length($2::text[], 1)],
            'bench' || g
     from generate_series(1, $3::int) g`,
    [SURNAMES, GIVEN, PUPILS],
  );
  await client.query(
    `insert into accounts (user_id, school_id, account_type, name)
     select u.id, ($1::int[])[1 + u.id % array_length($1::int[], 1)], 2, u.name
     from users u where u.username like 'bench%'`,
    [schoolIds],
  );
  const pupils = (
    await client.query(
      `select u.id as user_id, a.id as account_id, a.school_id, u.name
       from users u join accounts a on a.user_id = u.id where u.username like 'bench%' order by u.id`,
    )
  ).rows;
  const schoolName = new Map(schools.rows.map((r) => [r.id, r.name]));

  // Works: generated here in batches, with the server's own search tokens.
  const random = mulberry(works);
  const now = Date.now();
  const BATCH = 2000;
  for (let start = 0; start < works; start += BATCH) {
    const cols = {
      name: [],
      author: [],
      school: [],
      type: [],
      status: [],
      audit: [],
      recommend: [],
      score: [],
      user: [],
      account: [],
      tokens: [],
      published: [],
      pages: [],
    };
    for (let i = start; i < Math.min(works, start + BATCH); i++) {
      const pupil = pupils[i % pupils.length];
      const title = `${ADJECTIVES[Math.floor(random() * ADJECTIVES.length)]}${SUBJECTS[Math.floor(random() * SUBJECTS.length)]}${ENDINGS[Math.floor(random() * ENDINGS.length)]}`;
      const authorPublic = `${[...pupil.name][0]}**`;
      const roll = random();
      const [status, audit] =
        roll < 0.7 ? [2, 1] : roll < 0.85 ? [0, 0] : roll < 0.95 ? [1, 0] : [3, 1];
      const recommended = status === 2 && random() < 0.02;
      cols.name.push(title);
      cols.author.push(authorPublic);
      cols.school.push(pupil.school_id);
      cols.type.push(TYPES[Math.floor(random() * TYPES.length)]);
      cols.status.push(status);
      cols.audit.push(audit);
      cols.recommend.push(recommended);
      cols.score.push(recommended ? Math.floor(random() * 1000) : 0);
      cols.user.push(pupil.user_id);
      cols.account.push(pupil.account_id);
      cols.tokens.push(
        indexTokens([title, authorPublic, schoolName.get(pupil.school_id)]).join(' '),
      );
      cols.published.push(
        status >= 2 ? new Date(now - random() * 365 * 86_400_000).toISOString() : null,
      );
      cols.pages.push(
        JSON.stringify([1, 2, 3].map((n) => ({ picUrl: null, text: `${title}，第${n}页。` }))),
      );
    }
    await client.query(
      `insert into works (works_name, author_public_name, school_id, type, version, status, audit_status,
         recommend, sort_score, author_user_id, author_account_id, works_creator_type, works_creator_id,
         search_tokens, published_at, works_page_list)
       select n, a, s, t, 1, st, au, r, sc, u, acc, 2, acc, string_to_array(tok, ' '), pub, pages::jsonb
       from unnest($1::text[], $2::text[], $3::int[], $4::int[], $5::int[], $6::int[], $7::bool[],
                   $8::int[], $9::int[], $10::int[], $11::text[], $12::timestamptz[], $13::text[])
         as x(n, a, s, t, st, au, r, sc, u, acc, tok, pub, pages)`,
      [
        cols.name,
        cols.author,
        cols.school,
        cols.type,
        cols.status,
        cols.audit,
        cols.recommend,
        cols.score,
        cols.user,
        cols.account,
        cols.tokens,
        cols.published,
        cols.pages,
      ],
    );
  }

  // Likes on public works: distinct (work, pupil) pairs from a bijection of the pair space.
  const likes = works * LIKES_PER_WORK;
  await client.query(
    `with w as (select array_agg(id order by id) ids, count(*)::bigint n from works where status = 2 and audit_status = 1),
          u as (select array_agg(id order by id) ids, count(*)::bigint n from users where username like 'bench%')
     insert into works_likes (works_id, user_id)
     select w.ids[1 + (p / u.n)::int], u.ids[1 + (p % u.n)::int]
     from w, u, lateral (select (g::bigint * 1000003) % (w.n * u.n) as p from generate_series(1, least($1::bigint, w.n * u.n)) g) x`,
    [likes],
  );
  await client.query(
    `update works w set like_count = c.n
     from (select works_id, count(*)::int n from works_likes group by works_id) c where w.id = c.works_id`,
  );
  await client.query('vacuum analyze');
  const counts = (
    await client.query(
      `select (select count(*) from works)::int works,
              (select count(*) from works where status = 2 and audit_status = 1)::int public_works,
              (select count(*) from users where username like 'bench%')::int pupils,
              (select count(*) from works_likes)::int likes,
              pg_size_pretty(pg_database_size(current_database())) size`,
    )
  ).rows[0];
  return { ...counts, seconds: Math.round((Date.now() - started) / 100) / 10 };
}
