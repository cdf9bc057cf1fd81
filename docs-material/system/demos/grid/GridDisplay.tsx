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

export default function GridDisplay() {
  return (
    <div style={{width: '100%'}}>
      <Box sx={{display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1, p: 1, border: 1, borderColor: 'divider'}}>
        <Cell>display: grid</Cell>
        <Cell>2</Cell>
        <Cell>3</Cell>
      </Box>
      <Box sx={{display: 'inline-grid', gridTemplateColumns: 'repeat(3, auto)', gap: 1, p: 1, mt: 1, border: 1, borderColor: 'divider'}}>
        <Cell>display: inline-grid</Cell>
        <Cell>2</Cell>
        <Cell>3</Cell>
      </Box>
    </div>
  );
}
