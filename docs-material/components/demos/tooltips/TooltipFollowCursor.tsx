import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';

export default function TooltipFollowCursor() {
  return (
    <Tooltip title="Workshop floor: 3 bikes waiting" followCursor>
      <Box sx={{bgcolor: 'primary.main', color: 'primary.contrastText', p: 3, maxWidth: 320, borderRadius: 1}}>
        Move the pointer over this area
      </Box>
    </Tooltip>
  );
}
