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

export default function FlexGrow() {
  return (
    <Box sx={{display: 'flex', p: 0.5, border: 1, borderColor: 'divider'}}>
      <Item sx={{flexGrow: 1}}>flexGrow: 1</Item>
      <Item>Item 2</Item>
      <Item>Item 3</Item>
    </Box>
  );
}
