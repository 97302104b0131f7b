"""Writes -lit-test messages that open a generated Tile IR document (or a
given file) and ask for its outline.

Usage: big-document.py (N | --file PATH) [--flat] [--one-line] [--crlf]
The generated document is one cuda_tile.module with N globals and N entries
(about 230 bytes per pair: N = 14000 is 3.2 MB); with --flat, N ops in one
entry instead. --one-line writes it on one line (ops separated by spaces),
--crlf with \\r\\n line ends. Prints initialize, didOpen, documentSymbol
(id 1), shutdown (id 2) and exit, separated by `// -----`.
"""
import json
import sys

args = sys.argv[1:]
if args[0] == "--file":
    text = open(args[1], encoding="utf-8").read()
else:
    count = int(args[0])
    lines = ["cuda_tile.module @m {"]
    if "--flat" in args:
        lines.append("  entry @k(%n: tile<i32>) {")
        for i in range(count):
            lines.append("    %%c%d = constant <i32: %d> : tile<i32>" % (i, i))
        lines.append("    return")
        lines.append("  }")
    else:
        for i in range(count):
            lines.append("  global @g%d <f32: [1.0, 2.0]> : tile<2xf32>" % i)
            lines.append("  entry @k%d(%%a: tile<ptr<f32>>, %%n: tile<i32>) {" % i)
            lines.append("    %%p = get_global @g%d : tile<ptr<f32>>" % i)
            lines.append("    %c = constant <i32: 1> : tile<i32>")
            lines.append("    %s = addi %n, %c : tile<i32>")
            lines.append("    return")
            lines.append("  }")
    lines.append("}")
    separator = " " if "--one-line" in args else "\n"
    text = separator.join(lines) + "\n"
if "--crlf" in args:
    text = text.replace("\n", "\r\n")
uri = "test:///big.mlir"
messages = [
    {"jsonrpc": "2.0", "id": 0, "method": "initialize",
     "params": {"processId": 123, "rootUri": "test:///workspace",
                "capabilities": {"textDocument": {"documentSymbol": {
                    "hierarchicalDocumentSymbolSupport": True}}},
                "trace": "off"}},
    {"jsonrpc": "2.0", "method": "textDocument/didOpen",
     "params": {"textDocument": {"uri": uri, "languageId": "mlir",
                                 "version": 1, "text": text}}},
    {"jsonrpc": "2.0", "id": 1, "method": "textDocument/documentSymbol",
     "params": {"textDocument": {"uri": uri}}},
    {"jsonrpc": "2.0", "id": 2, "method": "shutdown"},
    {"jsonrpc": "2.0", "method": "exit"},
]
print("\n// -----\n".join(json.dumps(m) for m in messages))
