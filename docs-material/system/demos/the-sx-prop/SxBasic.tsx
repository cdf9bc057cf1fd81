import Box from '@mui/material/Box';
import {DEPOTS, formatCount} from '@site/src/demo-data/material-system';

const depot = DEPOTS[0]!;

export default function SxBasic() {
  return (
    <Box
      sx={{
        bgcolor: 'background.paper',
        boxShadow: 1,
        borderRadius: 2,
        p: 2,
        minWidth: 280,
        maxWidth: 360,
      }}
    >
      <Box sx={{color: 'text.secondary'}}>Parcels delivered, {depot.city}</Box>
      <Box sx={{color: 'text.primary', fontSize: 34, fontWeight: 'medium'}}>{formatCount(depot.parcels)}</Box>
      <Box component="span" sx={{color: 'text.primary', display: 'inline', fontWeight: 'bold', mx: 0.5, fontSize: 14}}>
        {depot.onTimePercent}%
      </Box>
      <Box component="span" sx={{color: 'text.secondary', display: 'inline', fontSize: 14}}>
        on time this week
      </Box>
    </Box>
  );
}
