/**
 * The reference the build benchmarks measure against: a bare Gatsby site of a given number of plain pages from one
 * tiny template, on the project's own Gatsby and React (node_modules linked), so that the ratio says what the
 * site's own work costs beyond Gatsby's.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

export function writeBareSite(dest: string, pages: number): void {
  fs.mkdirSync(path.join(dest, 'src/templates'), { recursive: true });
  const deps = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  const pick = (name: string) => deps.dependencies[name] ?? '*';
  // gatsby-cli recognises a site by its package.json naming gatsby.
  fs.writeFileSync(
    path.join(dest, 'package.json'),
    JSON.stringify({
      name: 'bare',
      private: true,
      dependencies: { gatsby: pick('gatsby'), react: pick('react'), 'react-dom': pick('react-dom') },
    }),
  );
  fs.writeFileSync(path.join(dest, 'gatsby-config.js'), 'module.exports = { trailingSlash: "always" };\n');
  fs.writeFileSync(
    path.join(dest, 'gatsby-node.js'),
    `exports.createPages = ({ actions }) => {\n  for (let i = 0; i < ${pages}; i += 1) ` +
      `actions.createPage({ path: '/page-' + i + '/', component: require.resolve('./src/templates/plain.js'), context: { n: i } });\n};\n`,
  );
  fs.writeFileSync(
    path.join(dest, 'src/templates/plain.js'),
    "const React = require('react');\nmodule.exports = ({ pageContext }) => React.createElement('main', null, React.createElement('h1', null, 'Page ' + pageContext.n));\n",
  );
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dest, 'node_modules'));
}
