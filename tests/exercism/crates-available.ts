import fs from 'node:fs';
import { DEBIAN_REGISTRY } from '../../src/main/services/runner/rust-crates';

/**
 * Tests that build the `rand` crate need Debian's librust-rand-dev (.ci/run installs it). Where it truly cannot be
 * installed they are skipped, saying so, rather than failing on the machine instead of the code.
 */
export const RAND_AVAILABLE = fs.existsSync(DEBIAN_REGISTRY) && fs.readdirSync(DEBIAN_REGISTRY).some((d) => /^rand-0\.8\./.test(d));
if (!RAND_AVAILABLE) {
  console.warn(`SKIPPED: the rand crate is not in ${DEBIAN_REGISTRY}; install it with apt-get install librust-rand-dev to run the crate tests`);
}
export const withRand: jest.It = RAND_AVAILABLE ? test : test.skip;
