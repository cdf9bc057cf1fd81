import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import Button from '@mui/material/Button';
import DateRangeIcon from '@mui/icons-material/DateRange';
import {useForkRef} from '@mui/material/utils';
import {LocalizationProvider} from '@mui/x-date-pickers-pro/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {DateRangePicker, type DateRangePickerFieldProps} from '@mui/x-date-pickers-pro/DateRangePicker';
import type {DateRange} from '@mui/x-date-pickers-pro/models';
import {usePickerContext, useSplitFieldProps} from '@mui/x-date-pickers/hooks';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

/** A button for a range picker: the value is a [start, end] pair; either end may still be empty. */
function RangeButtonField(props: DateRangePickerFieldProps) {
  const {forwardedProps} = useSplitFieldProps(props, 'date');
  const picker = usePickerContext<DateRange<Dayjs>>();
  const ref = useForkRef(picker.triggerRef, picker.rootRef);
  const [start, end] = picker.value;
  const text =
    start && end ? `${start.format('MMM D')} – ${end.format('MMM D, YYYY')}` : start ? `${start.format('MMM D')} – …` : 'Any dates';

  return (
    <Button
      {...forwardedProps}
      ref={ref}
      variant="contained"
      startIcon={<DateRangeIcon />}
      className={picker.rootClassName}
      sx={picker.rootSx}
      onClick={() => picker.setOpen((open) => !open)}
    >
      {text}
    </Button>
  );
}

export default function CustomFieldRangeButton() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker defaultValue={[dayjs(REFERENCE_DAY), dayjs(REFERENCE_DAY).add(6, 'day')]} slots={{field: RangeButtonField}} />
    </LocalizationProvider>
  );
}
