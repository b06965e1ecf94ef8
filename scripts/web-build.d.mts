// Types of web-build.mjs for the TypeScript benchmarks that use it.
export declare const webDir: string;
export declare const webDist: string;
export declare function webBuildIsStale(): boolean;
/** Runs `vite build`; returns its exit status. */
export declare function buildWeb(): number;
