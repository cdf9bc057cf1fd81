import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const PARTS = [
  'Chain, 12-speed',
  'Cassette 11-50',
  'Disc brake pads (pair)',
  'Saddle, 143 mm',
  'Rear hub, 12-speed',
  'Alloy wheelset 700c',
  'Carbon wheelset 700c',
  'Bottom bracket, threaded',
  'Brake cable set',
  'Handlebar tape',
  'Tubeless valves (pair)',
  'Inner tube 700x35',
];
const PER_PAGE = 3;

export default function PaginationControlled() {
  const [page, setPage] = React.useState(1);
  const shown = PARTS.slice((page - 1) * PER_PAGE, page * PER_PAGE);
  return (
    <Stack spacing={1}>
      <Typography variant="body2">
        Page {page} of {Math.ceil(PARTS.length / PER_PAGE)}
      </Typography>
      <List dense sx={{border: 1, borderColor: 'divider', borderRadius: 1, maxWidth: 320}}>
        {shown.map((part) => (
          <ListItem key={part}>
            <ListItemText primary={part} />
          </ListItem>
        ))}
      </List>
      <Pagination count={Math.ceil(PARTS.length / PER_PAGE)} page={page} onChange={(_event, next) => setPage(next)} aria-label="Parts" />
    </Stack>
  );
}
