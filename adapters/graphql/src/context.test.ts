import { graphqlContextFor } from './context';

describe('graphqlContextFor', () => {
  it('keeps the host and reads a bearer token', () => {
    expect(graphqlContextFor({ host: 'lease.fleetco.com.au:8443', authorization: 'Bearer abc.def' })).toEqual(
      {
        host: 'lease.fleetco.com.au:8443',
        sessionToken: 'abc.def',
      },
    );
  });

  it('has no session token for an anonymous request or another scheme', () => {
    expect(graphqlContextFor({ host: 'x' })).toEqual({ host: 'x' });
    expect(graphqlContextFor({ host: 'x', authorization: 'Basic dXNlcjpwYXNz' })).toEqual({ host: 'x' });
  });

  it('has an empty host when the header is missing, which finds the default branding', () => {
    expect(graphqlContextFor({}).host).toBe('');
  });
});
