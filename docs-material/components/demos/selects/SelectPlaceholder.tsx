import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import MenuItem from '@mui/material/MenuItem';
import Select, {type SelectChangeEvent} from '@mui/material/Select';

const TOPICS = ['Billing', 'Delivery', 'Returns', 'Product question', 'Something else'];

export default function SelectPlaceholder() {
  const [topics, setTopics] = React.useState<string[]>([]);

  const handleChange = (event: SelectChangeEvent<string[]>) => {
    const {value} = event.target;
    setTopics(typeof value === 'string' ? value.split(',') : value);
  };

  return (
    <FormControl sx={{width: 320}}>
      <Select
        multiple
        displayEmpty
        value={topics}
        onChange={handleChange}
        inputProps={{'aria-label': 'Topics of your message'}}
        renderValue={(selected) =>
          selected.length === 0 ? <span style={{opacity: 0.6}}>What is your message about?</span> : selected.join(', ')
        }
      >
        <MenuItem disabled value="">
          <em>Pick one or more topics</em>
        </MenuItem>
        {TOPICS.map((topic) => (
          <MenuItem key={topic} value={topic}>
            {topic}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
