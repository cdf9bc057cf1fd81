import * as React from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';

export default function ContainerNoGutters() {
  const [noGutters, setNoGutters] = React.useState(true);
  return (
    <div>
      <FormControlLabel
        control={<Switch checked={noGutters} onChange={(event) => setNoGutters(event.target.checked)} />}
        label="disableGutters"
      />
      <Box sx={{bgcolor: 'action.hover', py: 2}}>
        <Container maxWidth="xs" disableGutters={noGutters}>
          <Box sx={{bgcolor: 'background.paper', border: 1, borderColor: 'divider', p: 2, typography: 'body2'}}>
            {noGutters ? 'No side padding: the content touches the edges.' : 'Side padding of the theme.'}
          </Box>
        </Container>
      </Box>
    </div>
  );
}
