// `npm run dev`: the same server with Vite in middleware mode (hot reload, source maps); pages are
// rendered from the live React Router build instead of build/.
process.env.NODE_ENV ??= 'development';
const { createServer } = await import('node:http');
const { getRequestListener } = await import('@hono/node-server');
const { createRequestHandler } = await import('react-router');
const { createServer: createVite } = await import('vite');
const { createApp } = await import('./app.ts');
const { bootstrap } = await import('./bootstrap.ts');
const { loadConfig } = await import('./config.ts');
const { createLogger } = await import('./logger.ts');
const { createMetrics } = await import('./metrics.ts');
const { lingerOnEveryClose } = await import('./http/lingering-close.ts');

const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL);
const runtime = await bootstrap(config, logger);
const vite = await createVite({ server: { middlewareMode: true }, appType: 'custom' });
const app = createApp({
  config,
  ...runtime,
  logger,
  metrics: createMetrics(),
  ssr: async (request, context) => {
    const build = await vite.ssrLoadModule('virtual:react-router/server-build');
    return createRequestHandler(build as never, 'development')(request, context as never);
  },
});
runtime.accounts.runner.start();
const listener = getRequestListener(app.fetch);
const server = createServer((req, res) => vite.middlewares(req, res, () => listener(req, res)));
lingerOnEveryClose(server);
server.listen(config.PORT, config.HOST, () =>
  logger.info({ url: config.publicUrl }, 'development server is listening'),
);
const stop = async () => {
  server.close();
  await vite.close();
  await runtime.accounts.runner.stop();
  await runtime.database.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
export {};
