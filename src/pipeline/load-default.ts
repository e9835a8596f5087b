/**
 * A package's default export, loaded when first needed rather than with the build's hooks (each package loaded at
 * start is paid by every build, whether it needs it or not). Parcel, which compiles the hooks, turns `import()` of a
 * package into a plain `require`, whose CommonJS exports carry no `default`; Node's and vitest's `import()` add one.
 */
export async function loadDefault<T>(loading: Promise<{ default: T }>): Promise<T> {
  const loaded: { default: T } | T = await loading;
  return typeof loaded === 'object' && loaded !== null && 'default' in loaded && loaded.default !== undefined
    ? loaded.default
    : (loaded as T);
}
