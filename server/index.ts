// Process entry: production mode unless told otherwise, so React and React Router load their
// production builds; then the server proper.
process.env.NODE_ENV ??= 'production';
await import('./main.ts');
export {};
