import Fastify from 'fastify';

const port = Number(process.env.PORT ?? 3000);
const app = Fastify({ logger: true });
app.get('/api/health', async () => ({ ok: true }));
await app.listen({ port, host: '0.0.0.0' });
