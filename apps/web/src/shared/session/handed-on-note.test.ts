import { forgetHandedOnNote, readHandedOnNote, saveHandedOnNote } from './handed-on-note';

describe('the note of a quote sent to another officer (decision 2084)', () => {
  afterEach(() => window.localStorage.clear());

  it('is read back for the customer who sent it, whatever the case of their address', () => {
    saveHandedOnNote('Jordan@Example.com', 'Priya Nair');
    expect(readHandedOnNote('jordan@example.COM')).toEqual({
      email: 'jordan@example.com',
      nominee: 'Priya Nair',
    });
  });

  it('is not shown to anyone else, and is gone once forgotten', () => {
    saveHandedOnNote('jordan@example.com', 'Priya Nair');
    expect(readHandedOnNote('sam@example.com')).toBeUndefined();
    expect(readHandedOnNote(undefined)).toBeUndefined();
    forgetHandedOnNote();
    expect(readHandedOnNote('jordan@example.com')).toBeUndefined();
  });

  it('reads a note it cannot understand as none', () => {
    window.localStorage.setItem('leasePortal.handedOn', '{not json');
    expect(readHandedOnNote('jordan@example.com')).toBeUndefined();
  });
});
