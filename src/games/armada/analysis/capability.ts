import type { AnalysisCapability } from '../../analysis-adapter.js';
import { armadaAdapter } from './adapter.js';

/** Armada balance analysis: the sample disk catalog, or a catalog in its schema. */
export const armadaAnalysis: AnalysisCapability = {
  adapter: (catalog) => (catalog ? armadaAdapter(catalog) : armadaAdapter()),
  catalogHelp: 'armada: a disk catalog',
  trackedFleets: 'armada-sample-30.yaml',
};
