import 'reflect-metadata';
import { runServiceOrExit } from '../../main/service';

runServiceOrExit('payroll');
