// In the browser bundle's place of a plugin's gatsby-browser whose every API does nothing in a build (src/pipeline/webpack.ts).
export {};
