import { unresolvedReference } from '../../loaded-document.js';
import type { AnalysisCapability } from '../../analysis-adapter.js';
import { armadaAdapter } from './adapter.js';

/** Armada balance analysis: the sample disk catalog, or a catalog in its schema. */
export const armadaAnalysis: AnalysisCapability = {
  adapter(data) {
    const catalog = data.catalog ?? data.defaults.catalog;
    if (!catalog) throw unresolvedReference('--catalog', undefined, 'the Armada catalog file');
    return armadaAdapter(catalog);
  },
  catalogHelp: 'armada: a disk catalog',
  trackedFleets: 'armada-sample-30.yaml',
};
