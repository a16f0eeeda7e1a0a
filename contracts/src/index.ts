export * from './services';
export * from './topics';
export * from './events';
export * from './commands';
export * from './permissions';
export * from './calls';
export * from './codes';
export * from './dto';
