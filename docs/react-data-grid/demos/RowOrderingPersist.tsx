import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {DataGridPro, type GridColDef, type GridRowOrderChangeParams} from '@mui/x-data-grid-pro';

interface Task {
  id: string;
  task: string;
  owner: string;
}

const initialTasks: Task[] = [
  {id: 'a', task: 'Order spring stock', owner: 'Farah'},
  {id: 'b', task: 'Service rental fleet', owner: 'Goran'},
  {id: 'c', task: 'Update price tags', owner: 'Hana'},
  {id: 'd', task: 'Plan group ride', owner: 'Ivo'},
  {id: 'e', task: 'Clean the workshop', owner: 'Jun'},
];

const columns: GridColDef<Task>[] = [
  {field: 'task', headerName: 'Task', flex: 1},
  {field: 'owner', headerName: 'Owner', width: 110},
];

/** Moves one item of a list to a new index, without mutating the list. */
function moveItem<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

export default function RowOrderingPersist() {
  const [tasks, setTasks] = React.useState(initialTasks);

  // The grid reorders its own copy; keeping our state in step means the order survives a re-render or a save.
  const handleRowOrderChange = (params: GridRowOrderChangeParams) => {
    setTasks((current) => moveItem(current, params.oldIndex, params.targetIndex));
  };

  return (
    <Box sx={{width: '100%'}}>
      <Box sx={{height: 320}}>
        <DataGridPro rows={tasks} columns={columns} rowReordering onRowOrderChange={handleRowOrderChange} hideFooter />
      </Box>
      <Typography variant="body2" sx={{mt: 1}}>
        Priority order in state: {tasks.map((task) => task.task).join(' → ')}
      </Typography>
    </Box>
  );
}
