import * as React from 'react';
import Box from '@mui/material/Box';
import {getContrastRatio} from '@mui/material/styles';
import {
  red,
  pink,
  purple,
  deepPurple,
  indigo,
  blue,
  lightBlue,
  cyan,
  teal,
  green,
  lightGreen,
  lime,
  yellow,
  amber,
  orange,
  deepOrange,
  brown,
  grey,
  blueGrey,
} from '@mui/material/colors';

const hues = {
  red,
  pink,
  purple,
  deepPurple,
  indigo,
  blue,
  lightBlue,
  cyan,
  teal,
  green,
  lightGreen,
  lime,
  yellow,
  amber,
  orange,
  deepOrange,
  brown,
  grey,
  blueGrey,
};
const shades = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900] as const;

// Black or white text, whichever contrasts more with the swatch.
const textOn = (color: string) => (getContrastRatio(color, '#fff') >= getContrastRatio(color, '#000') ? '#fff' : '#000');

export default function ColorSwatches() {
  const captionId = React.useId();
  // On narrow screens the table scrolls sideways inside this box: it is focusable so a keyboard can
  // scroll it, and named by the table's caption. The table keeps `display: table` (the site's base
  // styles make tables scrolling blocks of their own, which would be a second, unfocusable scroller).
  return (
    <Box sx={{overflowX: 'auto'}} tabIndex={0} role="region" aria-labelledby={captionId}>
      <Box component="table" sx={{display: 'table', overflow: 'visible', borderCollapse: 'collapse', fontSize: 12, minWidth: 640}}>
        <Box component="caption" id={captionId} sx={{captionSide: 'top', textAlign: 'start', pb: 0.5}}>
          Shades of each Material colour object, hex values
        </Box>
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
