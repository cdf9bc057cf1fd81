import dayjs, {type Dayjs} from 'dayjs';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DigitalClock} from '@mui/x-date-pickers/DigitalClock';
import type {TimeView} from '@mui/x-date-pickers/models';
import {CLINIC_HOURS, REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

// shouldDisableTime gets the candidate and the view being checked ('hours', 'minutes', ...).
const duringLunch = (value: Dayjs, view: TimeView) =>
  view === 'hours' && value.hour() >= CLINIC_HOURS.lunchFrom && value.hour() < CLINIC_HOURS.lunchTo;

export default function RulesLunchBreak() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DigitalClock
        referenceDate={dayjs(`${REFERENCE_DAY}T11:00`)}
        timeStep={30}
        ampm={false}
        minTime={dayjs(`${REFERENCE_DAY}T${CLINIC_HOURS.opens}`)}
        maxTime={dayjs(`${REFERENCE_DAY}T${CLINIC_HOURS.closes}`)}
        shouldDisableTime={duringLunch}
        skipDisabled
        sx={{maxHeight: 240, width: 140}}
      />
    </LocalizationProvider>
  );
}
