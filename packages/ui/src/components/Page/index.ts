export { CardGrid, MapArea, Page } from './Page';
export type { CardGridProps, PageProps } from './Page';
