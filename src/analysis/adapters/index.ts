export type { AnalysisAdapter, DuelSpec, ItemInfo, NamedFleet } from './adapter.js';
export { analysisAdapter } from './registry.js';
