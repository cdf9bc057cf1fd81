import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {StaticDatePicker} from '@mui/x-date-pickers/StaticDatePicker';
import {
  PickersLayoutContentWrapper,
  PickersLayoutRoot,
  pickersLayoutClasses,
  usePickerLayout,
  type PickersLayoutProps,
} from '@mui/x-date-pickers/PickersLayout';
import {usePickerContext} from '@mui/x-date-pickers/hooks';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

/** A layout of our own: the same parts (toolbar, view, action bar), a new note between them. */
function NotedLayout(props: PickersLayoutProps<Dayjs | null>) {
  const {toolbar, tabs, content, actionBar, ownerState} = usePickerLayout(props);
  const {value} = usePickerContext<Dayjs | null>();

  return (
    <PickersLayoutRoot className={pickersLayoutClasses.root} ownerState={ownerState} sx={{display: 'flex', flexDirection: 'column'}}>
      {toolbar}
      <PickersLayoutContentWrapper className={pickersLayoutClasses.contentWrapper} ownerState={ownerState}>
        {tabs}
        {content}
      </PickersLayoutContentWrapper>
      <Divider />
      <Typography variant="body2" sx={{px: 3, py: 1}}>
        {value ? `Delivery on ${value.format('dddd')} — free on weekdays.` : 'Choose a delivery day.'}
      </Typography>
      {actionBar}
    </PickersLayoutRoot>
  );
}

export default function CustomLayoutDom() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs(REFERENCE_DAY)}
        slots={{layout: NotedLayout}}
        slotProps={{actionBar: {actions: ['cancel', 'accept']}}}
      />
    </LocalizationProvider>
  );
}
