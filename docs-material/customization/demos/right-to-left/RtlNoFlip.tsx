import Stack from '@mui/material/Stack';
import {styled} from '@mui/material/styles';

// The RTL style plugin swaps left and right in every rule, except those marked /* @noflip */.
// Only a template literal keeps the comment: an object style loses it.
const Flipped = styled('div')`
  padding: 8px;
  border-left: 6px solid currentColor;
  text-align: left;
`;

const NotFlipped = styled('div')`
  padding: 8px;
  /* @noflip */
  border-left: 6px solid currentColor;
  /* @noflip */
  text-align: left;
`;

export default function RtlNoFlip() {
  return (
    <Stack spacing={2} sx={{maxWidth: 420}}>
      <Flipped>Mirrored in right-to-left: the bar moves to the right.</Flipped>
      <NotFlipped>Marked @noflip: the bar stays on the left.</NotFlipped>
    </Stack>
  );
}
