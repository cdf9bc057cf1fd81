import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {TimeClock} from '@mui/x-date-pickers/TimeClock';

export default function TimeClockFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{display: 'flex', flexWrap: 'wrap', rowGap: 2}}>
        <div>
          <Typography variant="subtitle2" component="p" sx={{textAlign: 'center'}}>
            disabled
          </Typography>
          <TimeClock defaultValue={dayjs('2025-03-14T03:40')} disabled />
        </div>
        <div>
          <Typography variant="subtitle2" component="p" sx={{textAlign: 'center'}}>
            readOnly
          </Typography>
          <TimeClock defaultValue={dayjs('2025-03-14T03:40')} readOnly />
        </div>
      </Box>
    </LocalizationProvider>
  );
}
