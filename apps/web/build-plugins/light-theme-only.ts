import type { Plugin, Root } from 'postcss';

/** Blueprint's dark theme applies under this class; the portal never sets it. */
const DARK_THEME = /\.bp6-dark\b/;

/**
 * Drops Blueprint's dark-theme rules from the stylesheet: the portal wears only the organisation's
 * light theme, and those rules are a seventh of the render-blocking CSS the first page waits for
 * (decision 0603). A rule that also serves the light theme keeps its other selectors.
 */
export function lightThemeOnly(): Plugin {
  return { postcssPlugin: 'lease-portal-light-theme-only', OnceExit: withoutDarkTheme };
}

export function withoutDarkTheme(root: Root): void {
  root.walkRules((rule) => {
    const light = rule.selectors.filter((selector) => !DARK_THEME.test(selector));
    if (light.length === 0) rule.remove();
    else if (light.length < rule.selectors.length) rule.selectors = light;
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove();
  });
}
