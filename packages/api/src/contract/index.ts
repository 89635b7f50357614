export * from './routeDef';
export * from './cachePolicy';
export * from './paths';
export * from './registry';
export * from './entities/common';
export * from './entities/site';
export { routes } from './routes';
export * from './routeTypes';
export * from './openapi';
