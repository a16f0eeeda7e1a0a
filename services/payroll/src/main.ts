import 'reflect-metadata';
import { runServiceOrExit } from '@tna/platform';
import { payrollService } from './payroll.definition';

runServiceOrExit(payrollService);
