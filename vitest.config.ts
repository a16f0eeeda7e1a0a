import path from 'node:path';
import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

// Workspace packages resolve to their sources so tests never need a build first.
// The subpath first: an alias matches its key's subpaths too.
const alias = {
  '@tna/platform/cli': path.resolve(__dirname, 'services/libs/platform/src/cli/worked-cases.ts'),
  '@tna/platform/connection-watchdog': path.resolve(__dirname, 'services/libs/platform/src/database/connection-watchdog.ts'),
  '@tna/platform/outbox': path.resolve(__dirname, 'services/libs/platform/src/outbox/outbox.ts'),
  '@tna/platform/within-time': path.resolve(__dirname, 'services/libs/platform/src/runtime/within-time.ts'),
  '@tna/contracts': path.resolve(__dirname, 'contracts/src/index.ts'),
  '@tna/platform': path.resolve(__dirname, 'services/libs/platform/src/index.ts'),
};

// SWC keeps the decorator metadata NestJS needs for constructor injection (esbuild drops it).
const nest = () => swc.vite({ module: { type: 'es6' } });

export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is one worker for everything, so the e2e files, which
    // mostly wait on their stacks, ran one after another; each file has its own database and
    // namespace, so two files run side by side (of any project: projects with different worker
    // counts would have to run one after the other).
    maxWorkers: 2,
    projects: [
      {
        plugins: [nest()],
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['contracts/src/**/*.spec.ts', 'services/**/src/**/*.spec.ts', 'tests/**/*.spec.ts'],
          exclude: ['**/node_modules/**', '**/dist/**'],
          environment: 'node',
          // The files share a worker's modules instead of loading NestJS, TypeORM and the contracts
          // again each (43 s to 18 s); none mocks a module or leaves a global changed.
          isolate: false,
        },
      },
      {
        plugins: [nest()],
        resolve: { alias },
        test: {
          name: 'console',
          include: ['console/src/**/*.spec.tsx', 'console/src/**/*.spec.ts'],
          environment: 'jsdom',
          setupFiles: ['console/src/test/setup.ts'],
          // A whole-console render in jsdom takes seconds when the machine is busy.
          testTimeout: 15_000,
        },
      },
      {
        plugins: [nest()],
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['tests/**/*.e2e.ts'],
          // A migrated product made once, copied for each product a file starts (tests/support/product-templates.ts).
          globalSetup: ['tests/support/product-templates.ts'],
          // The files share their worker's modules (the platform, NestJS, TypeORM, kafkajs for the
          // support code) instead of importing them again each: 16% off a dozen files' time.
          // Each file starts and stops its own products; none mocks a module, and one that sets a
          // global or a module's state puts it back (console-retry).
          isolate: false,
          exclude: ['**/node_modules/**'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // expect.poll's default second is too short for a page's first render while another
          // file's stack starts beside it.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
