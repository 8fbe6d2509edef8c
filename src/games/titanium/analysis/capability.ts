import { titaniumErrors } from '../messages.js';
import type { AnalysisCapability } from '../../analysis-adapter.js';
import { titaniumAdapter } from './adapter.js';

/** Titanium Wars balance analysis: the printed arsenal only (no catalog file). */
export const titaniumAnalysis: AnalysisCapability = {
  adapter(data) {
    if (data.catalog) throw titaniumErrors.noCatalogOption(data.catalog.reference);
    return titaniumAdapter(data.defaults);
  },
};
