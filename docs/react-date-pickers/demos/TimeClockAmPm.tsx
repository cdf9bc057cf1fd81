import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {TimeClock} from '@mui/x-date-pickers/TimeClock';

const TEA_TIME = dayjs('2025-03-14T16:20');

export default function TimeClockAmPm() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{display: 'flex', flexWrap: 'wrap', rowGap: 2}}>
        <div>
          <Typography variant="subtitle2" component="p" sx={{textAlign: 'center'}}>
            ampm with AM / PM in the clock
          </Typography>
          <TimeClock defaultValue={TEA_TIME} ampm ampmInClock />
        </div>
        <div>
          <Typography variant="subtitle2" component="p" sx={{textAlign: 'center'}}>
            ampm=false: 24 hours on two rings
          </Typography>
          <TimeClock defaultValue={TEA_TIME} ampm={false} />
        </div>
      </Box>
    </LocalizationProvider>
  );
}
