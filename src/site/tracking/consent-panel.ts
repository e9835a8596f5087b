import { createFlag } from '../runtime/flag';

/** Whether the visitor asked to review their cookie choice (footer "Cookie settings"). */
export const consentPanel = createFlag();
