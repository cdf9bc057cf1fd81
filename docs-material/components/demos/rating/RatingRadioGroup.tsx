import * as React from 'react';
import Rating, {type IconContainerProps} from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import {styled} from '@mui/material/styles';
import SentimentDissatisfied from '@mui/icons-material/SentimentDissatisfied';
import SentimentSatisfied from '@mui/icons-material/SentimentSatisfied';
import SentimentSatisfiedAlt from '@mui/icons-material/SentimentSatisfiedAltOutlined';
import SentimentVeryDissatisfied from '@mui/icons-material/SentimentVeryDissatisfied';
import SentimentVerySatisfied from '@mui/icons-material/SentimentVerySatisfied';

// Unselected faces are grey, so only the chosen one shows its colour.
const FaceRating = styled(Rating)(({theme}) => ({
  '& .MuiRating-iconEmpty .MuiSvgIcon-root': {color: (theme.vars || theme).palette.action.disabled},
}));

const FACES: Record<number, {icon: React.ReactElement; label: string}> = {
  1: {icon: <SentimentVeryDissatisfied color="error" />, label: 'Very unhappy'},
  2: {icon: <SentimentDissatisfied color="error" />, label: 'Unhappy'},
  3: {icon: <SentimentSatisfied color="warning" />, label: 'Neutral'},
  4: {icon: <SentimentSatisfiedAlt color="success" />, label: 'Happy'},
  5: {icon: <SentimentVerySatisfied color="success" />, label: 'Very happy'},
};

function FaceIcon(props: IconContainerProps) {
  const {value, ...other} = props;
  return <span {...other}>{FACES[value].icon}</span>;
}

export default function RatingRadioGroup() {
  return (
    <div>
      <Typography component="legend">How was your visit to the support centre?</Typography>
      <FaceRating
        name="support-visit"
        defaultValue={4}
        IconContainerComponent={FaceIcon}
        getLabelText={(value) => FACES[value].label}
        highlightSelectedOnly
      />
    </div>
  );
}
