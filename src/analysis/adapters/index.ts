export type { AnalysisAdapter, DuelSpec, ItemInfo, NamedFleet } from './adapter.js';
export { analysisAdapter, type AdapterData } from './registry.js';
