export * from './validation.util';
export * from './list.dto';
export * from './auth.dto';
export * from './users.dto';
export * from './scanner.dto';
export * from './employee.dto';
export * from './clocking.dto';
export * from './time-values.dto';
