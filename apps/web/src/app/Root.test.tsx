import { render, screen } from '@testing-library/react';
import { readAppConfig } from '../shared/config/app-config';
import { Root } from './Root';

function page(head: string): Document {
  const html = document.implementation.createHTMLDocument();
  html.head.innerHTML = head;
  return html;
}
const pageWithConfig = (json: string) =>
  page(`<script id="app-config" type="application/json">${json}</script>`);

describe('start-up without a valid app configuration', () => {
  it('reads the configuration script the server puts in place of the placeholder', () => {
    expect(readAppConfig(pageWithConfig('{"graphqlUrl":"/graphql","sessionTimeoutMinutes":30}'))).toEqual({
      graphqlUrl: '/graphql',
      sessionTimeoutMinutes: 30,
    });
  });

  it.each([
    ['is missing', document.implementation.createHTMLDocument()],
    ['was never injected', page('<!--APP_CONFIG-->')],
    ['is invalid', pageWithConfig('{"graphqlUrl":42}')],
    ['is not JSON', pageWithConfig('graphqlUrl=/graphql')],
  ])('renders only "APP CONFIG is required" when the config %s', (_what, page) => {
    const { container } = render(<Root config={readAppConfig(page)} />);
    expect(screen.getByRole('alert').textContent).toBe('APP CONFIG is required');
    expect(container.textContent).toBe('APP CONFIG is required');
  });
});
