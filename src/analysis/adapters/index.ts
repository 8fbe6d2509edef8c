export type { AnalysisAdapter, DuelSpec, ItemInfo, NamedFleet } from '../../games/analysis-adapter.js';
export { analysisAdapter } from './registry.js';
