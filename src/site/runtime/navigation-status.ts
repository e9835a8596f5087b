import { createFlag } from './flag';

/** Whether a navigation has been waiting for its page resources for over a second (spec, section 4). */
export const navigationDelayed = createFlag();
