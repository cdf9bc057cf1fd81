import * as React from 'react';
import dayjs from 'dayjs';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {StaticDateTimePicker} from '@mui/x-date-pickers/StaticDateTimePicker';
import {usePickerContext} from '@mui/x-date-pickers/hooks';
import {REFERENCE_DATE_TIME} from '@site/src/demo-data/pickers-feature-dates';

/** Tabs of our own: one per view (year, day, hours, minutes) instead of date / time. */
function ViewTabs() {
  const {view, views, setView} = usePickerContext();
  return (
    <Tabs value={view ?? views[0]} onChange={(_, next) => setView(next)} variant="fullWidth">
      {views.map((name) => (
        <Tab key={name} value={name} label={name} />
      ))}
    </Tabs>
  );
}

export default function CustomComponentsTabsCustom() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateTimePicker
        defaultValue={dayjs(REFERENCE_DATE_TIME)}
        views={['year', 'day', 'hours', 'minutes']}
        slots={{tabs: ViewTabs}}
        slotProps={{toolbar: {hidden: true}, actionBar: {actions: []}}}
      />
    </LocalizationProvider>
  );
}
