import {styled} from '@mui/material/styles';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip, {tooltipClasses, type TooltipProps} from '@mui/material/Tooltip';

const TERMS =
  'Repairs are guaranteed for three months. Parts carry the manufacturer’s warranty; wear parts such as chains, pads and tyres are excluded.';

const WideTooltip = styled(({className, ...props}: TooltipProps) => <Tooltip {...props} classes={{popper: className}} />)({
  [`& .${tooltipClasses.tooltip}`]: {maxWidth: 460},
});

const NoWrapTooltip = styled(({className, ...props}: TooltipProps) => <Tooltip {...props} classes={{popper: className}} />)({
  [`& .${tooltipClasses.tooltip}`]: {maxWidth: 'none'},
});

export default function TooltipVariableWidth() {
  return (
    <Stack direction="row" spacing={2}>
      <Tooltip describeChild title={TERMS}>
        <Button>Default width</Button>
      </Tooltip>
      <WideTooltip describeChild title={TERMS}>
        <Button>460 px</Button>
      </WideTooltip>
      <NoWrapTooltip describeChild title="Order #2407: Inês Costa, gravel bike, full service">
        <Button>No limit</Button>
      </NoWrapTooltip>
    </Stack>
  );
}
