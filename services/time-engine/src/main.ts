import 'reflect-metadata';
import { runServiceOrExit } from '@tna/platform';
import { timeEngineService } from './time-engine.definition';

runServiceOrExit(timeEngineService);
