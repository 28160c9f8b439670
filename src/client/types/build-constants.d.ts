// Set by vite.config.ts (and the client test project) at build time.
/** A short hash of the wire contracts, see build/contracts-hash.ts. */
declare const __CONTRACTS_HASH__: string;
