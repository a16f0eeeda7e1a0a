import 'reflect-metadata';
import { runServiceOrExit } from '@tna/platform';
import { leaveService } from './leave.definition';

runServiceOrExit(leaveService);
