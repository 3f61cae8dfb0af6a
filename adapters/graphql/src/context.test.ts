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

  it('reads the session cookie a browser sends, and prefers a bearer token to it', () => {
    expect(graphqlContextFor({ host: 'x', cookie: 'theme=dark; lp_session=tok-1; other=1' })).toEqual({
      host: 'x',
      sessionToken: 'tok-1',
    });
    expect(
      graphqlContextFor({ host: 'x', cookie: 'lp_session=tok-1', authorization: 'Bearer tok-2' }),
    ).toEqual({
      host: 'x',
      sessionToken: 'tok-2',
    });
    expect(graphqlContextFor({ host: 'x', cookie: 'lp_session=; theme=dark' })).toEqual({ host: 'x' });
  });

  it('has no session token for an anonymous request or another scheme', () => {
    expect(graphqlContextFor({ host: 'x' })).toEqual({ host: 'x' });
    expect(graphqlContextFor({ host: 'x', authorization: 'Basic dXNlcjpwYXNz' })).toEqual({ host: 'x' });
  });

  it('has an empty host when the header is missing, which finds the default branding', () => {
    expect(graphqlContextFor({}).host).toBe('');
  });
});
