// Jest stands this in for a stylesheet a component imports: tests render markup, not styles.
export {};
