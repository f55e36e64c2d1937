// eslint-plugin-import resolver: tsconfig aliases first, then Node resolution with TS extensions.
const nodeResolver = require('eslint-import-resolver-node');
const { tsconfigAliases } = require('./aliases.cjs');

const aliases = Object.entries(tsconfigAliases());
const extensions = ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'];

module.exports = {
  interfaceVersion: 2,
  resolve(source, file, config) {
    const hit = aliases.find(([alias]) => source === alias || source.startsWith(`${alias}/`));
    const target = hit ? hit[1] + source.slice(hit[0].length) : source;
    return nodeResolver.resolve(target, file, { extensions, ...config });
  },
};
