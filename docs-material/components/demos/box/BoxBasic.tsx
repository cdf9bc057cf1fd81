import * as React from 'react';
import Box from '@mui/material/Box';

export default function BoxBasic() {
  return (
    <Box component="section" sx={{p: 2, border: '1px dashed', borderColor: 'divider', borderRadius: 1}}>
      Workshop opening hours: Tuesday to Saturday, 09:00 to 18:00
    </Box>
  );
}
