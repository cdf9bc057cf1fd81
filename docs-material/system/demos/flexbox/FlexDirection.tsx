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

export default function FlexDirection() {
  return (
    <div style={{width: '100%'}}>
      {(['row', 'row-reverse', 'column', 'column-reverse'] as const).map((direction) => (
        <Box
          key={direction}
          sx={{display: 'inline-flex', flexDirection: direction, m: 1, p: 0.5, border: 1, borderColor: 'divider', verticalAlign: 'top'}}
        >
          <Item>1 {direction}</Item>
          <Item>2</Item>
          <Item>3</Item>
        </Box>
      ))}
    </div>
  );
}
