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

export default function JustifyContent() {
  return (
    <div style={{width: '100%'}}>
      {(['flex-start', 'flex-end', 'center', 'space-between', 'space-around', 'space-evenly'] as const).map((justify) => (
        <Box key={justify} sx={{display: 'flex', justifyContent: justify, m: 1, p: 0.5, border: 1, borderColor: 'divider'}}>
          <Item>{justify}</Item>
          <Item>2</Item>
          <Item>3</Item>
        </Box>
      ))}
    </div>
  );
}
