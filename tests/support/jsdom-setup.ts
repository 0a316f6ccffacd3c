// jsdom lacks a few web globals that React Router and the renderer use; Node has them.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
