import { useNavigate } from 'react-router';
import { Button } from '@blueprintjs/core';

/**
 * What Authorised Officer (2) is told when the lease is signed on paper (journey §2
 * 'wet-signature-secondary'): Authorised Officer (1) brings the documents to sign and returns them.
 */
export function SecondaryPaperSigningNotice() {
  const navigate = useNavigate();
  return (
    <div className="lp-contract-signing lp-contract-signing--secondary">
      <h2>Review &amp; Sign Lease Documentation</h2>
      <p>
        Your lease documents are signed on paper. Authorised Officer (1) will download them, bring them to you
        to sign and upload them once everyone has signed. There is nothing more for you to do here.
      </p>
      <Button text="Log Out" onClick={() => void navigate('/logout')} />
    </div>
  );
}
