import { ConfigError } from '../../../core/errors.js';
import type { AnalysisCapability } from '../../analysis-adapter.js';
import { titaniumAdapter } from './adapter.js';

/** Titanium Wars balance analysis: the printed arsenal only (no catalog file). */
export const titaniumAnalysis: AnalysisCapability = {
  adapter(data) {
    if (data.catalog) throw new ConfigError({ where: '--catalog', what: 'titanium uses the printed arsenal', got: data.catalog.reference, hint: 'Leave out --catalog for titanium' });
    return titaniumAdapter(data.defaults);
  },
};
