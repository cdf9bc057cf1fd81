import Box, {type BoxProps} from '@mui/material/Box';

function Item({sx, ...other}: BoxProps) {
  return (
    <Box
      sx={[
        {p: 1, m: 0.5, bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 1, fontSize: 14, fontWeight: 'medium'},
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      {...other}
    />
  );
}

export default function Order() {
  return (
    <Box sx={{display: 'flex', p: 0.5, border: 1, borderColor: 'divider'}}>
      <Item sx={{order: 3}}>Bergen (order 3)</Item>
      <Item sx={{order: 1}}>Rotterdam (order 1)</Item>
      <Item sx={{order: 2}}>Lyon (order 2)</Item>
    </Box>
  );
}
