/** Points TMPDIR at a fresh folder on /dev/shm's tmpfs for this run, unless TMPDIR is set or there is no roomy tmpfs. */
export function useRamTempDir(): void;
/** Removes the folder `useRamTempDir` made, if it made one. */
export function removeRamTempDir(): void;
