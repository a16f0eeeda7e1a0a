import 'reflect-metadata';
import { runServiceOrExit } from '../../main/service';

runServiceOrExit('time-engine');
