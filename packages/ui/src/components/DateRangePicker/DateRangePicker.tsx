import type { Ref } from 'react';
import {
  Button,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DateRangePicker as AriaDateRangePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Popover,
  RangeCalendar,
  type DateRangePickerProps as AriaDateRangePickerProps,
  type DateValue,
} from 'react-aria-components';
import { FieldFooter, FieldLabel } from '../Field/FieldParts';
import * as field from '../Field/field.css';
import { Icon } from '../IconButton/icons';
import { popover } from '../Popover/Popover.css';
import * as css from './DateRangePicker.css';

export interface DateRangePickerProps<T extends DateValue> extends Omit<
  AriaDateRangePickerProps<T>,
  'className' | 'style' | 'children'
> {
  label: string;
  description?: string;
  errorMessage?: string;
  ref?: Ref<HTMLDivElement>;
}

/** A start–end date range typed or picked on a calendar (graph date ranges). */
export function DateRangePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  ref,
  ...props
}: DateRangePickerProps<T>) {
  return (
    <AriaDateRangePicker ref={ref} {...props} className={field.field}>
      <FieldLabel>{label}</FieldLabel>
      <Group className={css.group}>
        <DateInput slot="start" className={css.input}>
          {(segment) => <DateSegment segment={segment} className={css.segment} />}
        </DateInput>
        <span aria-hidden="true">–</span>
        <DateInput slot="end" className={css.input}>
          {(segment) => <DateSegment segment={segment} className={css.segment} />}
        </DateInput>
        <Button className={css.button}>
          <Icon name="calendar" size={18} />
        </Button>
      </Group>
      <FieldFooter description={description} errorMessage={errorMessage} />
      <Popover className={popover}>
        <Dialog className={css.dialog}>
          <RangeCalendar className={css.calendar}>
            <header className={css.header}>
              <Button slot="previous" className={css.button}>
                <Icon name="chevronLeft" size={18} />
              </Button>
              <Heading className={css.heading} />
              <Button slot="next" className={css.button}>
                <Icon name="chevronRight" size={18} />
              </Button>
            </header>
            <CalendarGrid className={css.grid}>
              {(date) => <CalendarCell date={date} className={css.cell} />}
            </CalendarGrid>
          </RangeCalendar>
        </Dialog>
      </Popover>
    </AriaDateRangePicker>
  );
}
