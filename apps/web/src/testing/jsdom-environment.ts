import JSDOMEnvironment from 'jest-environment-jsdom';

/**
 * jsdom with Node's fetch family (Request, Response, Headers, fetch, AbortController/AbortSignal)
 * and encoders: react-router builds a Request for every navigation and needs the abort signal to
 * be the same implementation as the Request, which jsdom's own AbortSignal is not.
 */
export default class BrowserEnvironment extends JSDOMEnvironment {
  constructor(...args: ConstructorParameters<typeof JSDOMEnvironment>) {
    super(...args);
    Object.assign(this.global, {
      TextEncoder,
      TextDecoder,
      Request,
      Response,
      Headers,
      fetch,
      AbortController,
      AbortSignal,
    });
  }
}
