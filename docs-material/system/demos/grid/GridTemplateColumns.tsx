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

export default function GridTemplateColumns() {
  return (
    <Box sx={{display: 'grid', gridTemplateColumns: '160px 1fr 2fr', gap: 1}}>
      <Cell>160px</Cell>
      <Cell>1fr</Cell>
      <Cell>2fr</Cell>
      <Cell>depot</Cell>
      <Cell>parcels</Cell>
      <Cell>notes</Cell>
    </Box>
  );
}
