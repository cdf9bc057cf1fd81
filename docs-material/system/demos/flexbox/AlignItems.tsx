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

export default function AlignItems() {
  return (
    <div style={{width: '100%', display: 'flex', flexWrap: 'wrap'}}>
      {(['flex-start', 'flex-end', 'center', 'stretch', 'baseline'] as const).map((align) => (
        <Box
          key={align}
          sx={{display: 'flex', alignItems: align, height: 110, width: 260, m: 1, p: 0.5, border: 1, borderColor: 'divider'}}
        >
          <Item>{align}</Item>
          <Item sx={{pt: 3}}>2</Item>
          <Item>3</Item>
        </Box>
      ))}
    </div>
  );
}
