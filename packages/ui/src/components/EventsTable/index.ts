export { EventsTable } from './EventsTable';
export type { EventsTableProps, SiteEvent } from './EventsTable';
