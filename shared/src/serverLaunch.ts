// Node flags the language server runs with: in the extension (client/src/languageClient.ts) and in the benchmarks
// (bench/lsp/servers.ts), so the benchmarks measure what ships.
//
// None. The server once ran with `--optimize-for-size --max-semi-space-size=1`: its peak memory was garbage of each
// validation pass (two scans of the text, a visitor per token), and the flags made V8 collect it sooner at the
// price of time — so much time on a multi-megabyte text that configs over 2 million characters had to go unchecked.
// The garbage is now avoided where it was made (one pass over the text: service/jsoncParse.ts), and
// docs/benchmarks.md shows the peak without flags next to VS Code's JSON server's. A flag comes back only if no
// bench row and no fuzz input gets slower with it.
export const SERVER_NODE_ARGS: readonly string[] = [];
