import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DigitalClock} from '@mui/x-date-pickers/DigitalClock';
import {MultiSectionDigitalClock} from '@mui/x-date-pickers/MultiSectionDigitalClock';

// A clinic open 09:00 to 12:30: with skipDisabled, the closed hours are not even listed.
const OPENS = dayjs('2025-03-14T09:00');
const CLOSES = dayjs('2025-03-14T12:30');

export default function DigitalClockSkipDisabled() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 4}}>
        <div>
          <Typography variant="subtitle2" component="p">
            Disabled times listed
          </Typography>
          <DigitalClock minTime={OPENS} maxTime={CLOSES} referenceDate={OPENS} ampm={false} />
        </div>
        <div>
          <Typography variant="subtitle2" component="p">
            skipDisabled
          </Typography>
          <DigitalClock minTime={OPENS} maxTime={CLOSES} referenceDate={OPENS} ampm={false} skipDisabled />
        </div>
        <div>
          <Typography variant="subtitle2" component="p">
            skipDisabled, columns
          </Typography>
          <MultiSectionDigitalClock
            minTime={OPENS}
            maxTime={CLOSES}
            referenceDate={OPENS}
            ampm={false}
            skipDisabled
            timeSteps={{minutes: 15}}
          />
        </div>
      </Box>
    </LocalizationProvider>
  );
}
