import { useContext, useMemo, useSyncExternalStore } from 'react';
import {
  canToggleShortlist,
  isShortlisted,
  isShortlistFull,
  shortlistNotice,
  type LeaseTerm,
  type PaymentCycle,
  type Vehicle,
} from '@lease-portal/domain';
import { browserShortlistStore, ShortlistContext } from './shortlist-context';
import { effectiveTerm } from './shortlist-store';

export interface ShortlistApi {
  /** At most 3 (calculator §9), in the order they were added. */
  vehicles: readonly Vehicle[];
  /** Adds or removes a vehicle; false when the shortlist is full. */
  toggle: (vehicle: Vehicle) => boolean;
  remove: (catalogVehicleId: string) => void;
  clear: () => void;
  /** Weekly by default. */
  cycle: PaymentCycle;
  setCycle: (cycle: PaymentCycle) => void;
  /** The chosen term, else the first shortlisted vehicle's duration, else 36 months. */
  term: LeaseTerm;
  setTerm: (term: LeaseTerm) => void;
  isShortlisted: (catalogVehicleId: string) => boolean;
  /** False for a vehicle not on a full shortlist: its toggle is disabled. */
  canToggle: (catalogVehicleId: string) => boolean;
  isFull: boolean;
  /** 'Limit has been reached.' while the shortlist is full. */
  notice?: string;
}

/** The visitor's shortlist, payment cycle and lease term, shared by every calculator page. */
export function useShortlist(): ShortlistApi {
  const store = useContext(ShortlistContext) ?? browserShortlistStore();
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return useMemo(() => {
    const { shortlist } = state;
    return {
      vehicles: shortlist.vehicles,
      toggle: store.toggle,
      remove: store.remove,
      clear: store.clear,
      cycle: state.cycle,
      setCycle: store.setCycle,
      term: effectiveTerm(state),
      setTerm: store.setTerm,
      isShortlisted: (id: string) => isShortlisted(shortlist, id),
      canToggle: (id: string) => canToggleShortlist(shortlist, id),
      isFull: isShortlistFull(shortlist),
      notice: shortlistNotice(shortlist),
    };
  }, [state, store]);
}
