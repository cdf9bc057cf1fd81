import * as React from 'react';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import BuildIcon from '@mui/icons-material/Build';
import DirectionsBikeIcon from '@mui/icons-material/DirectionsBike';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';

const SCREENS = ['Repairs', 'Rentals', 'Invoices'];

export default function BottomNavigationLabels() {
  const [screen, setScreen] = React.useState(0);
  return (
    <Box sx={{width: '100%', maxWidth: 420}}>
      <Typography variant="body2" sx={{mb: 1}}>
        Showing: {SCREENS[screen]}
      </Typography>
      <BottomNavigation showLabels value={screen} onChange={(_event, next: number) => setScreen(next)}>
        <BottomNavigationAction label="Repairs" icon={<BuildIcon />} />
        <BottomNavigationAction label="Rentals" icon={<DirectionsBikeIcon />} />
        <BottomNavigationAction label="Invoices" icon={<ReceiptLongIcon />} />
      </BottomNavigation>
    </Box>
  );
}
