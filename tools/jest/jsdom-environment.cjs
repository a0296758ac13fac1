// jsdom plus the web platform pieces that Node already has and that ky and react-router's data
// router need (fetch, Request, Response, Headers, AbortController, TextEncoder...): lend them Node's.
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
