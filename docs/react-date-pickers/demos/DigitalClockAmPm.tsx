import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DigitalClock} from '@mui/x-date-pickers/DigitalClock';
import {MultiSectionDigitalClock} from '@mui/x-date-pickers/MultiSectionDigitalClock';

const LATE = dayjs('2025-03-14T22:30');

export default function DigitalClockAmPm() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 4}}>
        <div>
          <Typography variant="subtitle2" component="p">
            ampm
          </Typography>
          <DigitalClock defaultValue={LATE} ampm />
        </div>
        <div>
          <Typography variant="subtitle2" component="p">
            ampm=false
          </Typography>
          <DigitalClock defaultValue={LATE} ampm={false} />
        </div>
        <div>
          <Typography variant="subtitle2" component="p">
            ampm (meridiem column)
          </Typography>
          <MultiSectionDigitalClock defaultValue={LATE} ampm />
        </div>
      </Box>
    </LocalizationProvider>
  );
}
