export * from './clocking-status';
export * from './result-codes';
export * from './leave';
