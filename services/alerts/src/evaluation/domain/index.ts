export * from './alert';
export * from './calculated-day';
export * from './employee';
export * from './event-type';
export * from './local-time';
export * from './not-clocked-in';
export * from './scope';
export * from './shift-status';
