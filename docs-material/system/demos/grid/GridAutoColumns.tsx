import Box, {type BoxProps} from '@mui/material/Box';

function Cell({sx, ...other}: BoxProps) {
  return (
    <Box
      sx={[
        {p: 1, bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 1, fontSize: 14, textAlign: 'center'},
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      {...other}
    />
  );
}

export default function GridAutoColumns() {
  return (
    <Box sx={{display: 'grid', gridAutoFlow: 'column', gridAutoColumns: '1fr', gap: 1}}>
      <Cell sx={{gridColumn: '1 / 3'}}>spans columns 1 to 3</Cell>
      <Cell>auto column</Cell>
      <Cell>auto column</Cell>
    </Box>
  );
}
