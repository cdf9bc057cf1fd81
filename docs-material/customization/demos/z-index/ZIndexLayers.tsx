import Box from '@mui/material/Box';
import {useTheme} from '@mui/material/styles';

const layers = ['tooltip', 'snackbar', 'modal', 'drawer', 'appBar', 'speedDial', 'fab', 'mobileStepper'] as const;

// Rendered from the top layer down: without z-index each box would cover the one before it.
// Labels sit at the bottom of each box, the part the layer above leaves visible.
export default function ZIndexLayers() {
  const theme = useTheme();
  return (
    <Box sx={{position: 'relative', height: 8 * 22 + 40}}>
      {layers.map((layer, index) => (
        <Box
          key={layer}
          sx={{
            position: 'absolute',
            top: index * 22,
            insetInlineStart: index * 28,
            width: 230,
            height: 40,
            px: 1,
            zIndex: layer,
            display: 'flex',
            alignItems: 'flex-end',
            bgcolor: index % 2 ? 'background.paper' : 'primary.main',
            color: index % 2 ? 'text.primary' : 'primary.contrastText',
            border: 1,
            borderColor: 'primary.main',
            fontSize: 13,
          }}
        >
          {layer}: {theme.zIndex[layer]}
        </Box>
      ))}
    </Box>
  );
}
