// Types of server-floors.mjs, for the test that reads the floors (src/server/floors.test.ts).
export declare const SERVER: string;
export declare const FLOORS: readonly ['kit', 'db', 'books', 'features', 'routes'];
export type Floor = (typeof FLOORS)[number];
export declare function floorOf(relative: string): Floor;
export declare function serverFiles(root?: string): string[];
export declare function floorZones(root?: string): { target: string[]; from: string[]; message: string }[];
