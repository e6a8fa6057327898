// Node flags the language server runs with: in the extension (client/src/languageClient.ts) and in the benchmarks
// (bench/lsp/servers.ts), so the benchmarks measure what ships.
//
// --optimize-for-size: most of the server's peak memory is garbage of validation passes that V8 lets pile up
// before collecting (docs/benchmarks.md). With this flag it collects sooner: at 10,000 pages peak RSS fell from
// 131 MB to 83 MB (VS Code's JSON server: 99 MB), for about 10 % more time per validation, still well under the
// JSON server's time to diagnostics.
// --max-semi-space-size=1: with --optimize-for-size alone, a hostile 4 MB config spent 69 % of a 1.2–1.4 s validation
// in young-generation collections (the long fuzz run's 1 s answer limit failed: seed 2138564368, input 1032); a
// 1 MB semi-space brings that input under a second (slowest answer 926 ms) and keeps 10,000-page peak RSS at 81 MB.
export const SERVER_NODE_ARGS: readonly string[] = ['--optimize-for-size', '--max-semi-space-size=1'];
