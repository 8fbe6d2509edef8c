import type { AnalysisCapability } from '../../analysis-adapter.js';
import { ti4Adapter } from './adapter.js';
import { loadTi4Overrides } from './catalog-file.js';

/** TI4 balance analysis: the bundled unit table, or a catalog file of unit overrides. */
export const ti4Analysis: AnalysisCapability = {
  adapter: (catalog) => ti4Adapter(catalog ? loadTi4Overrides(catalog) : {}),
  catalogHelp: 'ti4: unit overrides, e.g. units: { dreadnought: { cost: 3.5 } }',
  trackedFleets: 'ti4-equal-cost.yaml',
};
