import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The api serves the console's calls on the same origin in production; in development Vite forwards them.
const api = 'http://127.0.0.1:8080';

export default defineConfig({
  base: '/',
  plugins: [react()],
  resolve: {
    alias: { '@tna/contracts': path.resolve(__dirname, '../contracts/src/index.ts') },
  },
  server: {
    proxy: { '/api': api, '/health': api },
  },
  build: { outDir: 'dist' },
});
