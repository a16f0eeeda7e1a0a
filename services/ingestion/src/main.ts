import 'reflect-metadata';
import { runServiceOrExit } from '@tna/platform';
import { ingestionService } from './ingestion.definition';

runServiceOrExit(ingestionService);
