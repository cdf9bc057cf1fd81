import * as React from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type SvgIcon from '@mui/material/SvgIcon';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import BuildIcon from '@mui/icons-material/Build';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import CallIcon from '@mui/icons-material/Call';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ConstructionIcon from '@mui/icons-material/Construction';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import DeleteIcon from '@mui/icons-material/Delete';
import DirectionsBikeIcon from '@mui/icons-material/DirectionsBike';
import DirectionsRunIcon from '@mui/icons-material/DirectionsRun';
import DirectionsWalkIcon from '@mui/icons-material/DirectionsWalk';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import ElectricBikeIcon from '@mui/icons-material/ElectricBike';
import EmailIcon from '@mui/icons-material/Email';
import EventIcon from '@mui/icons-material/Event';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FilterListIcon from '@mui/icons-material/FilterList';
import HomeIcon from '@mui/icons-material/Home';
import InfoIcon from '@mui/icons-material/Info';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LanguageIcon from '@mui/icons-material/Language';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import LockIcon from '@mui/icons-material/Lock';
import MapIcon from '@mui/icons-material/Map';
import MenuIcon from '@mui/icons-material/Menu';
import NotificationsIcon from '@mui/icons-material/Notifications';
import PaymentsIcon from '@mui/icons-material/Payments';
import PeopleIcon from '@mui/icons-material/People';
import PersonIcon from '@mui/icons-material/Person';
import PhoneIcon from '@mui/icons-material/Phone';
import PedalBikeIcon from '@mui/icons-material/PedalBike';
import PlaceIcon from '@mui/icons-material/Place';
import PrintIcon from '@mui/icons-material/Print';
import QrCodeIcon from '@mui/icons-material/QrCode';
import ReceiptIcon from '@mui/icons-material/Receipt';
import RefreshIcon from '@mui/icons-material/Refresh';
import ScheduleIcon from '@mui/icons-material/Schedule';
import SearchIcon from '@mui/icons-material/Search';
import SettingsIcon from '@mui/icons-material/Settings';
import ShareIcon from '@mui/icons-material/Share';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import SpeedIcon from '@mui/icons-material/Speed';
import StarIcon from '@mui/icons-material/Star';
import StorefrontIcon from '@mui/icons-material/Storefront';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import SyncIcon from '@mui/icons-material/Sync';
import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import TireRepairIcon from '@mui/icons-material/TireRepair';
import TuneIcon from '@mui/icons-material/Tune';
import TwoWheelerIcon from '@mui/icons-material/TwoWheeler';
import UploadIcon from '@mui/icons-material/Upload';
import WarningIcon from '@mui/icons-material/Warning';
import WaterDropIcon from '@mui/icons-material/WaterDrop';
import WbSunnyIcon from '@mui/icons-material/WbSunny';
import WorkspacesIcon from '@mui/icons-material/Workspaces';

// A bike shop's selection of the set, imported one by one: the demo ships these 59 icons,
// not the package's 2,100+. The theme switch only changes the import line shown.
const ICONS: {name: string; Icon: typeof SvgIcon}[] = [
  {name: 'AccessTime', Icon: AccessTimeIcon},
  {name: 'AddShoppingCart', Icon: AddShoppingCartIcon},
  {name: 'Build', Icon: BuildIcon},
  {name: 'CalendarMonth', Icon: CalendarMonthIcon},
  {name: 'Call', Icon: CallIcon},
  {name: 'CheckCircle', Icon: CheckCircleIcon},
  {name: 'Construction', Icon: ConstructionIcon},
  {name: 'CreditCard', Icon: CreditCardIcon},
  {name: 'Delete', Icon: DeleteIcon},
  {name: 'DirectionsBike', Icon: DirectionsBikeIcon},
  {name: 'DirectionsRun', Icon: DirectionsRunIcon},
  {name: 'DirectionsWalk', Icon: DirectionsWalkIcon},
  {name: 'Download', Icon: DownloadIcon},
  {name: 'Edit', Icon: EditIcon},
  {name: 'ElectricBike', Icon: ElectricBikeIcon},
  {name: 'Email', Icon: EmailIcon},
  {name: 'Event', Icon: EventIcon},
  {name: 'Favorite', Icon: FavoriteIcon},
  {name: 'FilterList', Icon: FilterListIcon},
  {name: 'Home', Icon: HomeIcon},
  {name: 'Info', Icon: InfoIcon},
  {name: 'Inventory2', Icon: Inventory2Icon},
  {name: 'Language', Icon: LanguageIcon},
  {name: 'LocalOffer', Icon: LocalOfferIcon},
  {name: 'LocalShipping', Icon: LocalShippingIcon},
  {name: 'LocationOn', Icon: LocationOnIcon},
  {name: 'Lock', Icon: LockIcon},
  {name: 'Map', Icon: MapIcon},
  {name: 'Menu', Icon: MenuIcon},
  {name: 'Notifications', Icon: NotificationsIcon},
  {name: 'Payments', Icon: PaymentsIcon},
  {name: 'People', Icon: PeopleIcon},
  {name: 'Person', Icon: PersonIcon},
  {name: 'Phone', Icon: PhoneIcon},
  {name: 'PedalBike', Icon: PedalBikeIcon},
  {name: 'Place', Icon: PlaceIcon},
  {name: 'Print', Icon: PrintIcon},
  {name: 'QrCode', Icon: QrCodeIcon},
  {name: 'Receipt', Icon: ReceiptIcon},
  {name: 'Refresh', Icon: RefreshIcon},
  {name: 'Schedule', Icon: ScheduleIcon},
  {name: 'Search', Icon: SearchIcon},
  {name: 'Settings', Icon: SettingsIcon},
  {name: 'Share', Icon: ShareIcon},
  {name: 'ShoppingCart', Icon: ShoppingCartIcon},
  {name: 'Speed', Icon: SpeedIcon},
  {name: 'Star', Icon: StarIcon},
  {name: 'Storefront', Icon: StorefrontIcon},
  {name: 'SupportAgent', Icon: SupportAgentIcon},
  {name: 'Sync', Icon: SyncIcon},
  {name: 'ThumbUp', Icon: ThumbUpIcon},
  {name: 'TireRepair', Icon: TireRepairIcon},
  {name: 'Tune', Icon: TuneIcon},
  {name: 'TwoWheeler', Icon: TwoWheelerIcon},
  {name: 'Upload', Icon: UploadIcon},
  {name: 'Warning', Icon: WarningIcon},
  {name: 'WaterDrop', Icon: WaterDropIcon},
  {name: 'WbSunny', Icon: WbSunnyIcon},
  {name: 'Workspaces', Icon: WorkspacesIcon},
];

const THEMES = [
  {label: 'Filled', suffix: ''},
  {label: 'Outlined', suffix: 'Outlined'},
  {label: 'Rounded', suffix: 'Rounded'},
  {label: 'Two tone', suffix: 'TwoTone'},
  {label: 'Sharp', suffix: 'Sharp'},
];

export default function MaterialIconsSearch() {
  const [query, setQuery] = React.useState('');
  const [selected, setSelected] = React.useState('DirectionsBike');
  const [suffix, setSuffix] = React.useState('');
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const matches = ICONS.filter(({name}) => words.every((word) => name.toLowerCase().includes(word)));
  const importLine = `import ${selected}${suffix}Icon from '@mui/icons-material/${selected}${suffix}';`;

  return (
    <Stack spacing={2}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2} sx={{alignItems: {sm: 'center'}}}>
        <TextField
          size="small"
          label="Search icons"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          sx={{minWidth: 220}}
        />
        <ToggleButtonGroup
          size="small"
          exclusive
          value={suffix}
          onChange={(_, next: string | null) => next !== null && setSuffix(next)}
          aria-label="Icon theme"
        >
          {THEMES.map((theme) => (
            <ToggleButton key={theme.label} value={theme.suffix}>
              {theme.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Typography variant="body2" aria-live="polite" sx={{color: 'text.secondary'}}>
        {matches.length} of {ICONS.length} icons
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(104px, 1fr))',
          gap: 1,
          height: 236,
          overflowY: 'auto',
          alignContent: 'start',
        }}
      >
        {matches.map(({name, Icon}) => (
          <ButtonBase
            key={name}
            onClick={() => setSelected(name)}
            aria-pressed={selected === name}
            sx={{
              flexDirection: 'column',
              gap: 0.5,
              p: 1,
              borderRadius: 1,
              border: 1,
              borderColor: selected === name ? 'primary.main' : 'transparent',
              bgcolor: selected === name ? 'action.selected' : undefined,
            }}
          >
            <Icon />
            <Typography variant="caption" sx={{wordBreak: 'break-word'}}>
              {name}
            </Typography>
          </ButtonBase>
        ))}
      </Box>
      <Paper variant="outlined" sx={{p: 1.5, fontFamily: 'monospace', fontSize: 13, overflowX: 'auto', whiteSpace: 'nowrap'}}>
        {importLine}
      </Paper>
    </Stack>
  );
}
