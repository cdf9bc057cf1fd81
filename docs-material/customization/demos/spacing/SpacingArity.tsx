import Box from '@mui/material/Box';
import {useTheme} from '@mui/material/styles';

// theme.spacing takes one to four arguments, like the CSS margin shorthand; strings pass through.
const calls: Array<Array<number | string>> = [[1], [2], [1, 2], [1, 'auto'], [1, 2, 3], [1, 2, 3, 0.5]];

export default function SpacingArity() {
  const theme = useTheme();
  return (
    <Box component="table" sx={{borderCollapse: 'collapse', '& td, & th': {p: 0.5, textAlign: 'start', overflowWrap: 'anywhere'}}}>
      <thead>
        <tr>
          <th scope="col">call</th>
          <th scope="col">result</th>
        </tr>
      </thead>
      <tbody>
        {calls.map((args) => (
          <tr key={args.join()}>
            <td>
              <code>theme.spacing({args.map((arg) => JSON.stringify(arg)).join(', ')})</code>
            </td>
            <td>
              <code>{(theme.spacing as (...values: Array<number | string>) => string)(...args)}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
