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

export default function GridAutoFlow() {
  return (
    <Box sx={{display: 'grid', gridAutoFlow: 'row dense', gridTemplateColumns: 'repeat(4, 1fr)', gap: 1}}>
      <Cell sx={{gridColumn: 'span 3'}}>span 3</Cell>
      <Cell sx={{gridColumn: 'span 2'}}>span 2</Cell>
      <Cell>fills the gap (dense)</Cell>
      <Cell>4</Cell>
      <Cell>5</Cell>
    </Box>
  );
}
