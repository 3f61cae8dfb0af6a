export * as leadDiallerWire from './lead-dialler-wire';
export type { LeadWire } from './lead-dialler-wire';
export { LeadDiallerOverHttp, leadWireOf } from './lead-dialler-over-http';
export { leadDialler, LEAD_DIALLER_PARTNER, type LeadDiallerConnection } from './lead-dialler-connection';
