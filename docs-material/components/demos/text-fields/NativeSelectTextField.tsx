import TextField from '@mui/material/TextField';

const TIME_ZONES = ['Europe/Berlin', 'Europe/London', 'America/New_York', 'Asia/Tokyo', 'Australia/Sydney'];

export default function NativeSelectTextField() {
  return (
    <TextField
      id="time-zone"
      select
      label="Time zone"
      defaultValue="Europe/London"
      helperText="The browser's own list"
      slotProps={{select: {native: true}}}
      sx={{width: 260}}
    >
      {TIME_ZONES.map((zone) => (
        <option key={zone} value={zone}>
          {zone}
        </option>
      ))}
    </TextField>
  );
}
