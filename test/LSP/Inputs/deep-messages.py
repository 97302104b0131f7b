"""Writes -lit-test messages with deeply nested input for tile-lsp-server.

Usage: deep-messages.py json DEPTH
  initialize, a request whose params nest DEPTH arrays, shutdown, exit.
Usage: deep-messages.py document DEPTH
  initialize; didOpen of a module whose entry nests DEPTH `if` regions (one
  `if %c {` per line from line 2); hover and documentSymbol on it; a
  didChange to the same text, one to a valid module, documentSymbol (id
  3), one back to the deep text, documentSymbol (id 4); shutdown; exit.
"""
import json
import sys

mode, depth = sys.argv[1], int(sys.argv[2])


def message(method, params=None, id=None):
    m = {"jsonrpc": "2.0", "method": method}
    if id is not None:
        m["id"] = id
    if params is not None:
        m["params"] = params
    return json.dumps(m)


initialize = message("initialize", {
    "processId": 123, "rootUri": "test:///workspace", "trace": "off",
    "capabilities": {"textDocument": {"documentSymbol": {
        "hierarchicalDocumentSymbolSupport": True}}}}, id=0)
end = [message("shutdown", id=9), message("exit")]

if mode == "json":
    deep = '{"jsonrpc":"2.0","id":1,"method":"tile/deep","params":%s%s}' % (
        "[" * depth, "]" * depth)
    messages = [initialize, deep] + end
else:
    uri = "test:///deep.mlir"
    lines = ["cuda_tile.module @m {", "  entry @k(%c: tile<i1>) {"]
    lines += ["if %c {"] * depth + ["}"] * depth
    lines += ["    return", "  }", "}"]
    deep_text = "\n".join(lines) + "\n"
    valid = "cuda_tile.module @m {\n  entry @k() {\n    return\n  }\n}\n"
    doc = {"uri": uri}
    messages = [
        initialize,
        message("textDocument/didOpen", {"textDocument": {
            "uri": uri, "languageId": "mlir", "version": 1,
            "text": deep_text}}),
        message("textDocument/hover", {"textDocument": doc, "position": {
            "line": 3, "character": 0}}, id=1),
        message("textDocument/documentSymbol", {"textDocument": doc}, id=2),
        message("textDocument/didChange", {
            "textDocument": {"uri": uri, "version": 2},
            "contentChanges": [{"text": deep_text}]}),
        message("textDocument/didChange", {
            "textDocument": {"uri": uri, "version": 3},
            "contentChanges": [{"text": valid}]}),
        message("textDocument/documentSymbol", {"textDocument": doc}, id=3),
        message("textDocument/didChange", {
            "textDocument": {"uri": uri, "version": 4},
            "contentChanges": [{"text": deep_text}]}),
        message("textDocument/documentSymbol", {"textDocument": doc}, id=4),
    ] + end
print("\n// -----\n".join(messages))
