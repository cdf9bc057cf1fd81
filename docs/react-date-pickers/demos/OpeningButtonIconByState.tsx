import * as React from 'react';
import dayjs from 'dayjs';
import EventIcon from '@mui/icons-material/Event';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import type {SvgIconProps} from '@mui/material/SvgIcon';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker} from '@mui/x-date-pickers/DatePicker';
import {usePickerContext} from '@mui/x-date-pickers/hooks';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

/** An icon that reads the picker's state: filled check while open or once a value is set. */
function StateIcon(props: SvgIconProps) {
  const {open, value} = usePickerContext();
  return open || value !== null ? <EventAvailableIcon {...props} color="primary" /> : <EventIcon {...props} />;
}

export default function OpeningButtonIconByState() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker label="Vet visit" referenceDate={dayjs(REFERENCE_DAY)} slots={{openPickerIcon: StateIcon}} />
    </LocalizationProvider>
  );
}
