export * from './apiError';
export * from './createApiClient';
export * from './queryString';
