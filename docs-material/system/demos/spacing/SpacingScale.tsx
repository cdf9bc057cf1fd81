import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import {useTheme} from '@mui/material/styles';

const factors = [0, 0.5, 1, 2, 3, 4];

export default function SpacingScale() {
  const theme = useTheme();
  return (
    <Stack spacing={1}>
      {factors.map((factor) => (
        <Stack key={factor} direction="row" spacing={2} sx={{alignItems: 'center'}}>
          <Box component="code" sx={{width: 48}}>
            p: {factor}
          </Box>
          <Box sx={{p: factor, bgcolor: 'primary.main', borderRadius: 1}}>
            <Box sx={{width: 24, height: 24, bgcolor: 'background.paper'}} />
          </Box>
          <Box component="code" sx={{color: 'text.secondary', fontSize: 13}}>
            {theme.spacing(factor)}
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}
