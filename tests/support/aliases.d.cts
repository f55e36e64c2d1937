declare const aliases: {
  /** Path aliases read from tsconfig.json, as absolute folders. */
  tsconfigAliases(): Record<string, string>;
};
export = aliases;
