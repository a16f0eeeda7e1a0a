import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The api serves the console's calls on the same origin in production; in development Vite forwards
// them to the api's port as the product reads it (PORT_API in distributed mode, else PORT).
const api = `http://127.0.0.1:${process.env.PORT_API || process.env.PORT || 8080}`;

const REACT_VENDOR = /node_modules\/(react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@tanstack\/[^/]+)\//;

export default defineConfig({
  base: '/',
  plugins: [react()],
  resolve: {
    alias: { '@tna/contracts': path.resolve(__dirname, '../contracts/src/index.ts') },
  },
  server: {
    proxy: { '/api': api, '/health': api },
  },
  build: {
    outDir: 'dist',
    rollupOptions: {
      output: {
        // React, the router and TanStack Query change with upgrades only, so browsers keep them across
        // releases. PatternFly stays with Rollup's own splitting: each page chunk brings only the
        // components it uses, where one PatternFly chunk would add ~390 kB to the first load.
        manualChunks: (id) => (REACT_VENDOR.test(id) ? 'react' : undefined),
      },
    },
  },
});
