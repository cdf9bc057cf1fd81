/** Where and in what shape the build leaves each version's component props (read by the MCP server). */
export const PROPS_DIR = 'llms-api';

export interface PropsFileEntry {
  section: string;
  name: string;
  kind: string;
  path?: string;
  props: {name: string; type: string; default?: string; required: boolean; description: string}[];
}
