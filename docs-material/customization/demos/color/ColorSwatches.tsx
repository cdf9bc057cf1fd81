import Box from '@mui/material/Box';
import {getContrastRatio} from '@mui/material/styles';
import {red, pink, purple, deepPurple, indigo, blue, lightBlue, cyan, teal, green, lightGreen, lime, yellow, amber, orange, deepOrange, brown, grey, blueGrey} from '@mui/material/colors';

const hues = {red, pink, purple, deepPurple, indigo, blue, lightBlue, cyan, teal, green, lightGreen, lime, yellow, amber, orange, deepOrange, brown, grey, blueGrey};
const shades = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900] as const;

// Black or white text, whichever contrasts more with the swatch.
const textOn = (color: string) => (getContrastRatio(color, '#fff') >= getContrastRatio(color, '#000') ? '#fff' : '#000');

export default function ColorSwatches() {
  return (
    <Box sx={{overflowX: 'auto'}} tabIndex={0} role="region" aria-label="Material colour palettes">
      <Box component="table" sx={{borderCollapse: 'collapse', fontSize: 12, minWidth: 640}}>
        <thead>
          <tr>
            <th scope="col">hue</th>
            {shades.map((shade) => (
              <th key={shade} scope="col">
                {shade}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Object.entries(hues).map(([name, hue]) => (
            <tr key={name}>
              <th scope="row" style={{textAlign: 'start', paddingInlineEnd: 8}}>
                {name}
              </th>
              {shades.map((shade) => (
                <Box component="td" key={shade} sx={{bgcolor: hue[shade], color: textOn(hue[shade]), px: 0.5, py: 0.25}}>
                  {hue[shade]}
                </Box>
              ))}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
