// Types of build-server.mjs for the TypeScript that imports it (the benchmarks).
export declare const serverDir: string;
export declare const serverDist: string;
export declare function serverBuildIsStale(): boolean;
export declare function buildServer(options?: { outdir?: string }): Promise<number>;
