import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {MultiSectionDigitalClock} from '@mui/x-date-pickers/MultiSectionDigitalClock';

export default function DigitalClockViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 4}}>
        {/* One column per view; seconds added. */}
        <div>
          <MultiSectionDigitalClock views={['hours', 'minutes', 'seconds']} defaultValue={dayjs('2025-03-14T08:25:40')} />
        </div>
        {/* A duration under an hour: minutes and seconds only, 24-hour so no meridiem column. */}
        <div>
          <MultiSectionDigitalClock views={['minutes', 'seconds']} ampm={false} defaultValue={dayjs('2025-03-14T00:15:30')} />
        </div>
      </Box>
    </LocalizationProvider>
  );
}
