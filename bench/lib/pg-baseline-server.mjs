// The database baseline: a bare Fastify route reading one row by primary key with plain `pg`
// (a pool of 10, like the product's), answering the envelope. The ceiling of any route that
// touches the database on this machine. GET /pk reads a random work of the first PK_MAX_ID.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const maxId = Number(process.env.PK_MAX_ID ?? 1000);
const app = Fastify({ logger: false });
app.get('/api/health', async () => ({ code: 200, message: 'success', data: { status: 'ok' } }));
app.get('/pk', async () => {
  const id = 1 + Math.floor(Math.random() * maxId);
  const { rows } = await pool.query({
    name: 'pk',
    text: 'select id, works_name, author_public_name, like_count from works where id = $1',
    values: [id],
  });
  return { code: 200, message: 'success', data: rows[0] ?? null };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
