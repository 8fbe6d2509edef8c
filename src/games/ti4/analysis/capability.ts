import type { AnalysisCapability } from '../../analysis-adapter.js';
import { ti4Adapter } from './adapter.js';
import { ti4OverridesFromDocument } from './catalog-file.js';

/** TI4 balance analysis: the bundled unit table, or a catalog file of unit overrides. */
export const ti4Analysis: AnalysisCapability = {
  adapter: (data) => ti4Adapter(data.catalog ? ti4OverridesFromDocument(data.catalog) : {}),
  catalogHelp: 'ti4: unit overrides, e.g. units: { dreadnought: { cost: 3.5 } }',
  trackedFleets: 'ti4-equal-cost.yaml',
};
