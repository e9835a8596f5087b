/**
 * The company's other hosts that receive forwarded paths (redirects/forwards.json), read at build
 * time. The defaults are the fictional brand's reserved .example addresses; production sets real ones.
 */
import type { Upstream } from '../redirects/rules';

export function upstreamHosts(env: Record<string, string | undefined> = process.env): Record<Upstream, string> {
  const pick = (name: string, fallback: string) => {
    const value = env[name] || fallback;
    const url = new URL(value);
    if (url.pathname !== '/' || url.search) throw new Error(`${name} must be an origin such as https://app.example, got "${value}"`);
    return url.origin;
  };
  return {
    app: pick('APP_HOST', 'https://app.harbourline.example'),
    public: pick('PUBLIC_ENDPOINT_HOST', 'https://api.harbourline.example'),
    maps: pick('MAPS_HOST', 'https://maps.harbourline.example'),
  };
}
