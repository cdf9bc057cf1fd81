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

export default function AlignContent() {
  return (
    <div style={{width: '100%', display: 'flex', flexWrap: 'wrap'}}>
      {(['flex-start', 'flex-end', 'center', 'space-between', 'space-around', 'stretch'] as const).map((align) => (
        <Box
          key={align}
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignContent: align,
            height: 150,
            width: 220,
            m: 1,
            p: 0.5,
            border: 1,
            borderColor: 'divider',
          }}
        >
          <Item>{align}</Item>
          {[2, 3, 4, 5, 6].map((n) => (
            <Item key={n}>{n}</Item>
          ))}
        </Box>
      ))}
    </div>
  );
}
