import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {createTheme, ThemeProvider} from '@mui/material/styles';

// A theme that is dark whatever the page's colour mode: for a night-shift panel.
const darkTheme = createTheme({palette: {mode: 'dark'}});

export default function DarkPanel() {
  return (
    <ThemeProvider theme={darkTheme}>
      <Paper sx={{p: 2, maxWidth: 380}}>
        <Stack spacing={1}>
          <Typography variant="h6">Night shift, Bergen</Typography>
          <Typography variant="body2" sx={{color: 'text.secondary'}}>
            5 vans on the road, 512 parcels left to sort.
          </Typography>
          <div>
            <Button variant="contained">Open route board</Button>
          </div>
        </Stack>
      </Paper>
    </ThemeProvider>
  );
}
