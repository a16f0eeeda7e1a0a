import 'reflect-metadata';
import { runServiceOrExit } from '@tna/platform';
import { alertsService } from './alerts.definition';

runServiceOrExit(alertsService);
