import React from 'react';
import type { GatsbyBrowser } from 'gatsby';
import { Layout } from './components/layout/Layout';

/** Every page gets the site frame, on the server and in the browser alike. */
export const wrapPageElement: NonNullable<GatsbyBrowser['wrapPageElement']> = ({ element }) => <Layout>{element}</Layout>;
