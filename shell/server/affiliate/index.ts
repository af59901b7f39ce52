/**
 * The affiliate module: the outbound redirect `/git/<casino-slug>` (redirect.ts), the click recorder it
 * fills (`app.clicks`, recorder.ts) and the casinos' conversion postbacks (postback.ts), which flush the recorder
 * before giving up on a click it may still hold. With the vitals beacon route (../routes/vitals.ts), the only part of
 * the public server that writes to the store.
 */
import fastifyCookie from '@fastify/cookie';
import type { FastifyPluginAsync } from 'fastify';
import { postbackRoute, type PostbackOptions } from './postback.ts';
import { clicksPlugin } from './recorder.ts';
import { redirectRoute } from './redirect.ts';

export const affiliate: FastifyPluginAsync<{ postback?: PostbackOptions }> = async (app, options) => {
  // The redirect reads a reader's break from its cookie; the site's server registers the parser already.
  if (!app.hasRequestDecorator('cookies')) await app.register(fastifyCookie);
  await app.register(clicksPlugin);
  await app.register(redirectRoute);
  await app.register(postbackRoute, options.postback ?? {});
};
