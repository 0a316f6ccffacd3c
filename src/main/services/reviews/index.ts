/** The reviews service's front door (one shape for every service: services/<area>/index.ts). */
export * from './review-service';
export { extractJson } from './reply';
