import {
  EVENT_STATUSES,
  EVENT_TYPES,
  type EventStatus,
  type EventType,
} from '../enums/analysisEnums';

/**
 * The words for each event type (spec analysis §3 "Event"; wording ours): the events table's Name
 * and Type columns and its type filter read these, not the jobs' codes ('ENERGY_MODEL').
 */
const eventTypeWords: Readonly<Record<EventType, string>> = {
  AI_MODEL: 'AI model',
  ALERT: 'Alert',
  AUTOML_GENERATION: 'Model calibration',
  AUTOML_INVOCATION: 'Calibrated model run',
  DATA_EMAIL: 'Data by e-mail',
  DATA_INGESTION: 'Meter data import',
  ENERGY_MODEL: 'Energy model',
  ENERGY_TARIFF: 'Energy tariff',
  INFO: 'Information',
};

/** The words for each event status, shown in its badge (wording ours). */
const eventStatusWords: Readonly<Record<EventStatus, string>> = {
  CANCELLED: 'Cancelled',
  COMPLETE: 'Complete',
  FAILED: 'Failed',
  OPEN: 'Open',
  RUNNING: 'Running',
};

const isEventType = (value: string): value is EventType =>
  (EVENT_TYPES as readonly string[]).includes(value);
const isEventStatus = (value: string): value is EventStatus =>
  (EVENT_STATUSES as readonly string[]).includes(value);

/**
 * An event's name in words: a job's event is named by its type's code, which reads as the type's
 * words; a name given in words stays as it is; an unknown code ('SOME_JOB') reads 'Some job'.
 */
export function eventNameWords(name: string): string {
  if (isEventType(name)) return eventTypeWords[name];
  if (!/^[A-Z0-9]+(_[A-Z0-9]+)+$/.test(name)) return name;
  const words = name.toLowerCase().replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** An event type's words; a code the list does not know yet reads as its name would. */
export function eventTypeLabel(type: string): string {
  return isEventType(type) ? eventTypeWords[type] : eventNameWords(type);
}

/** An event status's words. */
export function eventStatusLabel(status: string): string {
  return isEventStatus(status) ? eventStatusWords[status] : eventNameWords(status);
}
