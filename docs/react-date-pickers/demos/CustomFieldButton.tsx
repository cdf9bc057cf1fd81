import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import Button from '@mui/material/Button';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import {useForkRef} from '@mui/material/utils';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker, type DatePickerFieldProps} from '@mui/x-date-pickers/DatePicker';
import {useParsedFormat, usePickerContext, useSplitFieldProps} from '@mui/x-date-pickers/hooks';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

/** A button instead of a text field: it shows the value and opens the picker. */
function ButtonField(props: DatePickerFieldProps) {
  const {forwardedProps} = useSplitFieldProps(props, 'date');
  const picker = usePickerContext<Dayjs | null>();
  // The picker anchors its popover on the trigger and reads the root for focus handling.
  const ref = useForkRef(picker.triggerRef, picker.rootRef);
  const placeholder = useParsedFormat();
  const text = picker.value === null ? placeholder : picker.value.format(picker.fieldFormat);

  return (
    <Button
      {...forwardedProps}
      ref={ref}
      variant="outlined"
      startIcon={<CalendarMonthIcon />}
      className={picker.rootClassName}
      sx={picker.rootSx}
      onClick={() => picker.setOpen((open) => !open)}
    >
      {picker.label ? `${picker.label}: ${text}` : text}
    </Button>
  );
}

export default function CustomFieldButton() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker label="Due" defaultValue={dayjs(REFERENCE_DAY)} format="MMM D, YYYY" slots={{field: ButtonField}} />
    </LocalizationProvider>
  );
}
