// Placeholder: the `docsite check` CLI (issue #2) replaces this.
console.error('docsite: not implemented yet');
process.exit(2);
