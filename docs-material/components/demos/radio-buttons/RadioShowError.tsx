import * as React from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

export default function RadioShowError() {
  const [answer, setAnswer] = React.useState('');
  const [error, setError] = React.useState(false);
  const [helper, setHelper] = React.useState('Pick one answer, then check it');

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (answer === '') {
      setHelper('Choose an answer first');
      setError(true);
    } else if (answer === 'mercury') {
      setHelper('Right: Mercury orbits closest to the Sun');
      setError(false);
    } else {
      setHelper('Not this one, try again');
      setError(true);
    }
  };

  return (
    <form onSubmit={handleSubmit}>
      <FormControl error={error} variant="standard">
        <FormLabel id="quiz-label">Which planet is closest to the Sun?</FormLabel>
        <RadioGroup
          aria-labelledby="quiz-label"
          name="quiz"
          value={answer}
          onChange={(event) => {
            setAnswer(event.target.value);
            setHelper(' ');
            setError(false);
          }}
        >
          <FormControlLabel value="venus" control={<Radio />} label="Venus" />
          <FormControlLabel value="mercury" control={<Radio />} label="Mercury" />
          <FormControlLabel value="mars" control={<Radio />} label="Mars" />
        </RadioGroup>
        <FormHelperText>{helper}</FormHelperText>
        <Button sx={{mt: 1, alignSelf: 'flex-start'}} type="submit" variant="outlined">
          Check answer
        </Button>
      </FormControl>
    </form>
  );
}
