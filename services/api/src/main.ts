import 'reflect-metadata';
import path from 'node:path';
import { runServiceOrExit } from '@tna/platform';
import { apiService } from './api.definition';

// The api process also serves the built console.
runServiceOrExit(apiService, { consoleDir: path.resolve(__dirname, '../../../../console/dist') });
