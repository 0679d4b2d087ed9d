// What docgen and its tests use of wink-bm25-text-search's API (the package ships no types).
declare module 'wink-bm25-text-search' {
  interface Bm25Config {
    fldWeights: Record<string, number>;
    bm25Params?: { k1?: number; b?: number; k?: number };
  }
  interface Bm25Engine {
    defineConfig(config: Bm25Config): boolean;
    definePrepTasks(tasks: ((input: never) => unknown)[], field?: string): number;
    addDoc(doc: Record<string, string>, id: number): number;
    consolidate(precision?: number): boolean;
    search(text: string, limit?: number): [string, number][];
    importJSON(json: string): boolean;
    getTotalDocs(): number;
    /** The live documents: per document, its weight per term index once consolidated. */
    getDocs(): Record<
      string,
      { freq: Record<string, number>; fieldValues: Record<string, unknown>; length: number }
    >;
    /** The live term → term index map. */
    getTokens(): Record<string, number>;
    getConfig(): unknown;
  }
  function bm25(): Bm25Engine;
  export default bm25;
}
