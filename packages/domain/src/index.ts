export * from './site/siteId';
