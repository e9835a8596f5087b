/**
 * GET /api/geo as a Gatsby Function: the visitor's country from the CDN's headers, by the same handler as
 * the service behind nginx (services/leads/geo.ts).
 */
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import { geoResponse } from '../../services/leads/geo';
import { headerReader, sendToFunction } from '../../services/shared/http';

export default function geo(req: GatsbyFunctionRequest<unknown>, res: GatsbyFunctionResponse): void {
  sendToFunction(res, geoResponse({ header: headerReader(req.headers) }));
}
