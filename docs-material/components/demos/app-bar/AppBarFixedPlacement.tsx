import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import {styled} from '@mui/material/styles';
import {WORKSHOP_FAQ} from '@site/src/demo-data/material-feedback-surfaces';

// As tall as a toolbar at every width: theme.mixins.toolbar holds the same min-heights.
const Offset = styled('div')(({theme}) => theme.mixins.toolbar);

export default function AppBarFixedPlacement() {
  return (
    // The bar is absolute in this frame as a fixed bar would be in the viewport: out of the flow.
    <Box
      tabIndex={0}
      role="region"
      aria-label="Help, scrollable"
      sx={{position: 'relative', height: 260, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1}}
    >
      <AppBar position="absolute">
        <Toolbar>
          <Typography variant="h6" component="div">
            Help
          </Typography>
        </Toolbar>
      </AppBar>
      {/* Without the offset, the first answer would be hidden under the bar. */}
      <Offset />
      <Box sx={{p: 2}}>
        {WORKSHOP_FAQ.map((item) => (
          <Typography key={item.id} sx={{mb: 1.5}}>
            <strong>{item.question}</strong> {item.answer}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
