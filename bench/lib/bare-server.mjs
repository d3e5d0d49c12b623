// The baseline: a bare Fastify route returning a small envelope, nothing else.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = { code: 200, message: 'success', data: { status: 'ok' } };
app.get('/api/health', async () => body);
app.get('/bare', async () => body);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
