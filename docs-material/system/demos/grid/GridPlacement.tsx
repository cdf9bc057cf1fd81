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

export default function GridPlacement() {
  return (
    <Box sx={{display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gridTemplateRows: 'repeat(2, 56px)', gap: 1}}>
      <Cell sx={{gridColumn: '1 / 3', gridRow: '1'}}>gridColumn: 1 / 3</Cell>
      <Cell sx={{gridColumn: '3', gridRow: '1 / 3'}}>gridRow: 1 / 3</Cell>
      <Cell sx={{gridArea: '2 / 1 / 3 / 3', bgcolor: 'secondary.main'}}>gridArea: 2 / 1 / 3 / 3</Cell>
    </Box>
  );
}
