export * from './contract';
export * from './client';
export * from './hooks';
