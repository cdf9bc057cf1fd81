import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip, {type TooltipProps} from '@mui/material/Tooltip';

type Placement = NonNullable<TooltipProps['placement']>;

// A 5 x 5 grid: three buttons on each side, each opening its tooltip towards the outside.
const CELLS: {placement: Placement; area: string}[] = [
  {placement: 'top-start', area: '1 / 2'},
  {placement: 'top', area: '1 / 3'},
  {placement: 'top-end', area: '1 / 4'},
  {placement: 'left-start', area: '2 / 1'},
  {placement: 'left', area: '3 / 1'},
  {placement: 'left-end', area: '4 / 1'},
  {placement: 'right-start', area: '2 / 5'},
  {placement: 'right', area: '3 / 5'},
  {placement: 'right-end', area: '4 / 5'},
  {placement: 'bottom-start', area: '5 / 2'},
  {placement: 'bottom', area: '5 / 3'},
  {placement: 'bottom-end', area: '5 / 4'},
];

export default function TooltipPositioned() {
  return (
    <Box sx={{display: 'grid', gridTemplateColumns: 'repeat(5, max-content)', gap: 1, justifyContent: 'center'}}>
      {CELLS.map(({placement, area}) => (
        <Box key={placement} sx={{gridArea: area}}>
          <Tooltip title={`Placement: ${placement}`} placement={placement}>
            <Button size="small" variant="outlined" sx={{minWidth: 112}}>
              {placement}
            </Button>
          </Tooltip>
        </Box>
      ))}
    </Box>
  );
}
