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

export default function FlexWrap() {
  return (
    <div style={{width: '100%'}}>
      {(['nowrap', 'wrap', 'wrap-reverse'] as const).map((wrap) => (
        <Box
          key={wrap}
          sx={{display: 'flex', flexWrap: wrap, maxWidth: 300, overflow: 'hidden', m: 1, p: 0.5, border: 1, borderColor: 'divider'}}
        >
          {['Rotterdam', 'Lyon', 'Porto', 'Gdańsk', 'Bergen'].map((city, index) => (
            <Item key={city}>{index === 0 ? `${wrap}: ${city}` : city}</Item>
          ))}
        </Box>
      ))}
    </div>
  );
}
