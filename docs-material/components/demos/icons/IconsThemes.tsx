import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BuildIcon from '@mui/icons-material/Build';
import BuildOutlinedIcon from '@mui/icons-material/BuildOutlined';
import BuildRoundedIcon from '@mui/icons-material/BuildRounded';
import BuildSharpIcon from '@mui/icons-material/BuildSharp';
import BuildTwoToneIcon from '@mui/icons-material/BuildTwoTone';

const THEMES = [
  {name: 'Filled', Icon: BuildIcon, file: 'Build'},
  {name: 'Outlined', Icon: BuildOutlinedIcon, file: 'BuildOutlined'},
  {name: 'Rounded', Icon: BuildRoundedIcon, file: 'BuildRounded'},
  {name: 'Two tone', Icon: BuildTwoToneIcon, file: 'BuildTwoTone'},
  {name: 'Sharp', Icon: BuildSharpIcon, file: 'BuildSharp'},
];

export default function IconsThemes() {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{flexWrap: 'wrap'}}>
      {THEMES.map(({name, Icon, file}) => (
        <Stack key={name} spacing={0.5} sx={{alignItems: 'center', minWidth: 96}}>
          <Icon fontSize="large" />
          <Typography variant="body2">{name}</Typography>
          <Typography variant="caption" sx={{fontFamily: 'monospace', color: 'text.secondary'}}>
            {file}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
