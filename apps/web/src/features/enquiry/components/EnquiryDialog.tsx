import { Dialog, DialogBody } from '@blueprintjs/core';
import { isLeaseTerm, shortlistEntries, type Vehicle } from '@lease-portal/domain';
import { useShortlist } from '../../shortlist-state';
import { EnquiryForm } from './EnquiryForm';

/**
 * The enquiry form in a modal, opened by a results card's 'Enquire now': an enquiry about that one
 * vehicle, at its row's term (else the chosen term), which always asks for an online account.
 */
export function EnquiryDialog({
  vehicle,
  isOpen,
  onClose,
}: {
  vehicle: Vehicle;
  isOpen: boolean;
  onClose: () => void;
}) {
  const { term } = useShortlist();
  const vehicleTerm = isLeaseTerm(vehicle.duration) ? vehicle.duration : term;
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title="Enquire now" className="lp-enquiry-dialog">
      <DialogBody>
        <p>
          {vehicle.catalogYear} {vehicle.vehicleMake} {vehicle.vehicleModel} {vehicle.vehicleTrim}
        </p>
        <EnquiryForm shortlists={shortlistEntries({ vehicles: [vehicle] }, vehicleTerm)} singleVehicle />
      </DialogBody>
    </Dialog>
  );
}

export default EnquiryDialog;
