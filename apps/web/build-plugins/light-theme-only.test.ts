/**
 * @jest-environment node
 */
import postcss from 'postcss';
import { lightThemeOnly } from './light-theme-only';

async function lightOnly(css: string): Promise<string> {
  return (await postcss([lightThemeOnly()]).process(css, { from: undefined })).css;
}

describe("the stylesheet without Blueprint's dark theme", () => {
  it('drops dark-only rules and keeps the light ones as they are', async () => {
    expect(
      await lightOnly('.bp6-button{color:#111}.bp6-dark .bp6-button{color:#fff}.bp6-dark{color-scheme:dark}'),
    ).toBe('.bp6-button{color:#111}');
  });

  it('keeps the light selectors of a rule shared with the dark theme', async () => {
    expect(await lightOnly('.bp6-card,.bp6-dark .bp6-card{padding:20px}')).toBe('.bp6-card{padding:20px}');
  });

  it('drops an at-rule left empty, and keeps high-contrast rules that are not the dark class', async () => {
    const css =
      '@media (min-width:1px){.bp6-dark .bp6-tag{color:red}}' +
      '@media (forced-colors:active) and (prefers-color-scheme:dark){.bp6-tag{border:1px solid}}';
    expect(await lightOnly(css)).toBe(
      '@media (forced-colors:active) and (prefers-color-scheme:dark){.bp6-tag{border:1px solid}}',
    );
  });
});
