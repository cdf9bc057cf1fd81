import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select, {type SelectChangeEvent} from '@mui/material/Select';

const SKILLS = ['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'GraphQL', 'Docker', 'Kubernetes', 'Figma'];

export default function SelectChips() {
  const [skills, setSkills] = React.useState<string[]>(['TypeScript', 'React', 'PostgreSQL']);

  const handleChange = (event: SelectChangeEvent<string[]>) => {
    const {value} = event.target;
    setSkills(typeof value === 'string' ? value.split(',') : value);
  };

  return (
    <FormControl sx={{width: 360}}>
      <InputLabel id="skills-label">Skills</InputLabel>
      <Select
        labelId="skills-label"
        multiple
        value={skills}
        onChange={handleChange}
        input={<OutlinedInput label="Skills" />}
        renderValue={(selected) => (
          <Box sx={{display: 'flex', flexWrap: 'wrap', gap: 0.5}}>
            {selected.map((skill) => (
              <Chip key={skill} label={skill} size="small" />
            ))}
          </Box>
        )}
      >
        {SKILLS.map((skill) => (
          <MenuItem key={skill} value={skill} sx={{fontWeight: skills.includes(skill) ? 600 : 400}}>
            {skill}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
