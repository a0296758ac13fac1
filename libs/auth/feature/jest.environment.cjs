// jsdom without the web platform pieces that Node already has and that react-router's data router
// and ky need (fetch, Request, Response, Headers, AbortController, TextEncoder...): lend them Node's.
const { TestEnvironment } = require('jest-environment-jsdom');

const lent = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'AbortController',
  'AbortSignal',
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'TransformStream',
  'structuredClone',
  'BroadcastChannel',
];

module.exports = class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of lent) this.global[name] = globalThis[name];
  }
};
