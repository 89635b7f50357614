/** Bank holidays of England and Wales by day index (the holiday lane of schedules). */
import { bankHolidaysOf } from '../calibration/ukBankHolidays';
import { DAY_MS } from '../calibration/wallClock';

export function isBankHoliday(dayIndex: number): boolean {
  return bankHolidaysOf(new Date(dayIndex * DAY_MS).getUTCFullYear()).has(dayIndex);
}
