/** The spend service's front door (one shape for every service: services/<area>/index.ts). */
export * from './spend-service';
export { loadPriceFile } from './prices';
